-- Demo content of the fictional SierraMar Football Academy (Estepona, Costa del Sol) in English,
-- Spanish and Russian: what a newcomer sees after `npm start`. Runs once on a fresh database,
-- after the migrations, as the database owner (like `supabase db reset` on hosted Supabase).
--
-- Images and the hero clip are generated and uploaded by local-supabase's media step
-- (packages/local-supabase/src/seed/media.ts); rows hold their RELATIVE public URLs
-- '/storage/v1/object/public/<bucket>/<path>', which the apps resolve against the API URL.
-- On hosted Supabase, upload the same files (or replace the URLs) after seeding.
--
-- Dates are relative to now(), so the news always spans the last year whenever the seed runs.

set client_encoding = 'UTF8';

-- ---------------------------------------------------------------------------------------------
-- Demo staff (local demo only; the README says so). Inactive users are banned at the auth level.
-- ---------------------------------------------------------------------------------------------
select private.create_staff_user('admin@example.com', 'Admin12345!', 'Laura', 'Martín', 'Admin', true);
select private.create_staff_user('editor@example.com', 'Editor12345!', 'Pablo', 'Ruiz', 'Editor', true);
select private.create_staff_user('inactive@example.com', 'Inactive12345!', 'Sergio', 'Navarro', 'Editor', false);

-- ---------------------------------------------------------------------------------------------
-- Languages (the migration inserts the three codes; make sure they are active and ordered).
-- ---------------------------------------------------------------------------------------------
insert into public.languages (code, name, is_active, sort_order)
values ('en', 'English', true, 0), ('es', 'Español', true, 1), ('ru', 'Русский', true, 2)
on conflict (code) do update set name = excluded.name, is_active = excluded.is_active, sort_order = excluded.sort_order;

-- ---------------------------------------------------------------------------------------------
-- Site settings (exactly one row, id 1).
-- ---------------------------------------------------------------------------------------------
insert into public.site_settings (
  id, address_en, address_es, address_ru, phone_number, whatsapp_link, address_url, contact_email,
  social_video_url, social_short_video_url, social_photo_url, social_network_url, min_loader_ms,
  map_embed_url, company_name, company_tax_id, company_address, company_registry
)
values (
  1,
  'Calle Terraza 86, 29680 Estepona, Málaga, Spain',
  'Calle Terraza 86, 29680 Estepona, Málaga, España',
  'Calle Terraza, 86, 29680 Эстепона, Малага, Испания',
  '+34 952 80 47 15',
  'https://wa.me/34611482590',
  'https://www.google.com/maps/search/?api=1&query=Calle+Terraza+86%2C+29680+Estepona%2C+M%C3%A1laga',
  'sport@sierramar-academy.es',
  'https://www.youtube.com/@sierramarfootball',
  'https://www.tiktok.com/@sierramarfootball',
  'https://www.instagram.com/sierramarfootball',
  'https://www.facebook.com/sierramarfootball',
  1500,
  'https://www.openstreetmap.org/export/embed.html?bbox=-5.1560%2C36.4210%2C-5.1360%2C36.4330&layer=mapnik&marker=36.4270%2C-5.1460',
  'SierraMar Sports Academy S.L.',
  'B-93512874',
  'Calle Terraza 86, local 2, 29680 Estepona (Málaga), España',
  'Registro Mercantil de Málaga, tomo 5821, folio 112, hoja MA-158734, inscripción 1.ª'
)
on conflict (id) do update set
  address_en = excluded.address_en, address_es = excluded.address_es, address_ru = excluded.address_ru,
  phone_number = excluded.phone_number, whatsapp_link = excluded.whatsapp_link,
  address_url = excluded.address_url, contact_email = excluded.contact_email,
  social_video_url = excluded.social_video_url, social_short_video_url = excluded.social_short_video_url,
  social_photo_url = excluded.social_photo_url, social_network_url = excluded.social_network_url,
  min_loader_ms = excluded.min_loader_ms, map_embed_url = excluded.map_embed_url,
  company_name = excluded.company_name, company_tax_id = excluded.company_tax_id,
  company_address = excluded.company_address, company_registry = excluded.company_registry;

-- ---------------------------------------------------------------------------------------------
-- Menu: Header holds every page; Footer repeats the main ones plus the legal pages.
-- ---------------------------------------------------------------------------------------------
insert into public.menu_items (type, title_en, title_es, title_ru, url, sort_order, is_active, component_key)
values
  ('Header', 'Home', 'Inicio', 'Главная', '/', 10, true, 'index'),
  ('Header', 'About', 'Quiénes somos', 'Об академии', '/about', 20, true, 'about'),
  ('Header', 'Team', 'Equipo', 'Тренеры', '/team', 30, true, 'team'),
  ('Header', 'Programmes & prices', 'Programas y precios', 'Программы и цены', '/subscriptions', 40, true, 'subscriptions'),
  ('Header', 'Camps', 'Stages', 'Сборы', '/camps', 50, true, 'camps'),
  ('Header', 'Campus', 'Campus', 'Кэмп', '/campus', 60, true, 'campus'),
  ('Header', 'Venues', 'Instalaciones', 'Стадионы', '/venues', 70, true, 'venues'),
  ('Header', 'News', 'Noticias', 'Новости', '/news', 80, true, 'news'),
  ('Header', 'Contacts', 'Contacto', 'Контакты', '/contacts', 90, true, 'contacts'),
  ('Footer', 'About us', 'Quiénes somos', 'Об академии', '/about', 110, true, 'about'),
  ('Footer', 'Coaching staff', 'Cuerpo técnico', 'Тренерский штаб', '/team', 120, true, 'team'),
  ('Footer', 'Programmes & prices', 'Programas y precios', 'Программы и цены', '/subscriptions', 130, true, 'subscriptions'),
  ('Footer', 'Summer campus', 'Campus de verano', 'Летний кэмп', '/campus', 140, true, 'campus'),
  ('Footer', 'Training camps for clubs', 'Stages para clubes', 'Сборы для клубов', '/camps', 150, true, 'camps'),
  ('Footer', 'Venues', 'Instalaciones', 'Стадионы', '/venues', 160, true, 'venues'),
  ('Footer', 'News', 'Noticias', 'Новости', '/news', 170, true, 'news'),
  ('Footer', 'Contacts', 'Contacto', 'Контакты', '/contacts', 180, true, 'contacts'),
  ('Footer', 'Cookie policy', 'Política de cookies', 'Политика cookie', '/cookies', 190, true, 'cookies'),
  ('Footer', 'Privacy policy', 'Política de privacidad', 'Политика конфиденциальности', '/privacy', 200, true, 'privacy'),
  ('Footer', 'Legal notice', 'Aviso legal', 'Правовая информация', '/legal-notice', 210, true, 'legal');

-- ---------------------------------------------------------------------------------------------
-- Coaching staff. Photos: bucket `coaches` (300x400 illustrated portraits).
-- ---------------------------------------------------------------------------------------------
insert into public.coaches (
  name_en, name_es, name_ru, role_en, role_es, role_ru, license, bio_en, bio_es, bio_ru, photo_url, sort_order, is_active
)
values
(
  'Javier Morales', 'Javier Morales', 'Хавьер Моралес',
  'Academy Director and Head Coach', 'Director de la academia y entrenador jefe', 'Директор академии и главный тренер',
  'UEFA Pro',
  $h$<p>Javier grew up in Estepona and played ten seasons as a central midfielder in the Spanish lower divisions before a knee injury turned him into a coach at 29.</p><p>He spent twelve years in the youth system of a LaLiga club, the last five as coordinator of its under-14 to under-16 teams, and founded SierraMar in 2015 with one idea: <strong>serious coaching in a family atmosphere</strong>.</p><p>He still leads sessions every week and personally meets every new family.</p>$h$,
  $h$<p>Javier creció en Estepona y jugó diez temporadas como mediocentro en categorías nacionales antes de que una lesión de rodilla le llevara a los banquillos con 29 años.</p><p>Pasó doce años en la cantera de un club de LaLiga, los cinco últimos como coordinador de infantiles y cadetes, y fundó SierraMar en 2015 con una idea clara: <strong>entrenamiento exigente en un ambiente familiar</strong>.</p><p>Sigue dirigiendo sesiones cada semana y recibe personalmente a cada familia nueva.</p>$h$,
  $h$<p>Хавьер вырос в Эстепоне и десять сезонов играл опорным полузащитником в низших лигах Испании, пока травма колена в 29 лет не привела его на тренерскую скамейку.</p><p>Двенадцать лет он проработал в академии клуба Ла Лиги, последние пять — координатором команд U14–U16, а в 2015 году основал SierraMar с простой идеей: <strong>серьёзная подготовка в семейной атмосфере</strong>.</p><p>Он по-прежнему сам проводит тренировки каждую неделю и лично знакомится с каждой новой семьёй.</p>$h$,
  '/storage/v1/object/public/coaches/staff/coach-1.webp', 1, true
),
(
  'Miguel Ortega', 'Miguel Ortega', 'Мигель Ортега',
  'Head of the Performance programme (U14–U18)', 'Responsable del programa Performance (U14–U18)', 'Руководитель программы Performance (U14–U18)',
  'UEFA A',
  $h$<p>Miguel has coached youth football for more than twenty years in Andalusia and in the Netherlands, where he learned to build teams around possession and pressing.</p><p>He prepares our oldest players for the step to senior and semi-professional football: individual development plans, video analysis after every match and close contact with scouts and clubs.</p><p>Eleven of his players have signed for professional academies since 2019.</p>$h$,
  $h$<p>Miguel lleva más de veinte años entrenando fútbol base en Andalucía y en los Países Bajos, donde aprendió a construir equipos a partir de la posesión y la presión.</p><p>Prepara a nuestros jugadores mayores para el salto al fútbol senior y semiprofesional: planes individuales, análisis de vídeo después de cada partido y contacto directo con ojeadores y clubes.</p><p>Desde 2019, once de sus jugadores han fichado por canteras profesionales.</p>$h$,
  $h$<p>Мигель более двадцати лет тренирует детей и юношей в Андалусии и Нидерландах, где научился строить команды на владении мячом и прессинге.</p><p>Он готовит наших старших игроков к переходу во взрослый и полупрофессиональный футбол: индивидуальные планы развития, видеоанализ после каждого матча и прямой контакт со скаутами и клубами.</p><p>С 2019 года одиннадцать его воспитанников подписали контракты с профессиональными академиями.</p>$h$,
  '/storage/v1/object/public/coaches/staff/coach-2.webp', 2, true
),
(
  'Dmitri Kozlov', 'Dmitri Kozlov', 'Дмитрий Козлов',
  'Development programme coach (U11–U13)', 'Entrenador del programa Development (U11–U13)', 'Тренер программы Development (U11–U13)',
  'UEFA A',
  $h$<p>Born in Saint Petersburg, Dmitri played for youth teams in Russia and Finland and has lived on the Costa del Sol since 2012. He speaks Russian, Spanish and English with our players every day.</p><p>His sessions are built on one-against-one duels, quick decisions and lots of touches on the ball, the age when technique sticks for life.</p><p>Families especially appreciate his weekly progress notes.</p>$h$,
  $h$<p>Nacido en San Petersburgo, Dmitri jugó en categorías inferiores en Rusia y Finlandia y vive en la Costa del Sol desde 2012. Habla ruso, español e inglés con nuestros jugadores cada día.</p><p>Sus sesiones se basan en el uno contra uno, la toma de decisiones rápida y muchos contactos con el balón, justo en la edad en la que la técnica se queda para siempre.</p><p>Las familias valoran especialmente sus informes semanales de progreso.</p>$h$,
  $h$<p>Дмитрий родился в Санкт-Петербурге, играл в юношеских командах России и Финляндии, а с 2012 года живёт на Коста-дель-Соль. С игроками он каждый день говорит по-русски, по-испански и по-английски.</p><p>Его тренировки строятся на единоборствах один в один, быстрых решениях и максимуме касаний мяча — именно в этом возрасте техника закрепляется на всю жизнь.</p><p>Родители особенно ценят его еженедельные отчёты о прогрессе.</p>$h$,
  '/storage/v1/object/public/coaches/staff/coach-3.webp', 3, true
),
(
  'Elena Rivas', 'Elena Rivas', 'Елена Ривас',
  'Foundation and Girls'' programme coach', 'Entrenadora de Foundation y del programa femenino', 'Тренер программ Foundation и футбола для девочек',
  'UEFA B',
  $h$<p>Elena played for eight seasons in the Spanish women's second division and holds a degree in Physical Education from the University of Málaga.</p><p>She leads our youngest groups and the girls' programme, where the focus is on joy, coordination and confidence with the ball. Under her guidance the girls' squad has grown from 9 to 38 players.</p>$h$,
  $h$<p>Elena jugó ocho temporadas en la Segunda División femenina y es graduada en Ciencias de la Actividad Física y del Deporte por la Universidad de Málaga.</p><p>Dirige a nuestros grupos más pequeños y el programa femenino, donde lo importante es disfrutar, ganar coordinación y confianza con el balón. Con ella, el equipo femenino ha pasado de 9 a 38 jugadoras.</p>$h$,
  $h$<p>Елена восемь сезонов выступала во втором дивизионе женского чемпионата Испании и окончила факультет физической культуры Университета Малаги.</p><p>Она ведёт самые младшие группы и программу для девочек, где главное — радость от игры, координация и уверенность с мячом. Под её руководством команда девочек выросла с 9 до 38 игроков.</p>$h$,
  '/storage/v1/object/public/coaches/staff/coach-4.webp', 4, true
),
(
  'Carmen Vidal', 'Carmen Vidal', 'Кармен Видаль',
  'Goalkeeper coach', 'Entrenadora de porteros', 'Тренер вратарей',
  'UEFA Goalkeeper A',
  $h$<p>A former goalkeeper with more than 150 matches in Spain's Primera Federación, Carmen runs our goalkeeper school for boys and girls aged 9 to 18.</p><p>Her sessions cover footwork, handling, diving technique, one-against-one situations and, increasingly, playing out from the back. Every goalkeeper receives a video review of their work each month.</p>$h$,
  $h$<p>Exportera con más de 150 partidos en la Primera Federación, Carmen dirige nuestra escuela de porteros para chicos y chicas de 9 a 18 años.</p><p>Sus sesiones trabajan los desplazamientos, el blocaje, la técnica de estirada, el uno contra uno y, cada vez más, la salida de balón con los pies. Cada portero recibe un análisis en vídeo de su trabajo una vez al mes.</p>$h$,
  $h$<p>Бывший вратарь, сыгравшая более 150 матчей в Примере Федерасьон, Кармен руководит нашей вратарской школой для мальчиков и девочек от 9 до 18 лет.</p><p>На её тренировках отрабатываются работа ног, ловля мяча, техника прыжка, выходы один на один и всё больше — игра ногами при розыгрыше от ворот. Раз в месяц каждый вратарь получает видеоразбор своей работы.</p>$h$,
  '/storage/v1/object/public/coaches/staff/coach-5.webp', 5, true
),
(
  'Aaron Thompson', 'Aaron Thompson', 'Аарон Томпсон',
  'Strength and conditioning coach', 'Preparador físico', 'Тренер по физической подготовке',
  'UEFA B',
  $h$<p>Aaron moved from Manchester to Marbella in 2018 after five years with a Championship club's academy. He holds an MSc in Sports Science and a UEFA B licence.</p><p>He designs age-appropriate strength, speed and injury-prevention work for every group and keeps an eye on growth spurts, sleep and nutrition together with the families.</p>$h$,
  $h$<p>Aaron se trasladó de Mánchester a Marbella en 2018 tras cinco años en la cantera de un club de la Championship inglesa. Tiene un máster en Ciencias del Deporte y la licencia UEFA B.</p><p>Diseña el trabajo de fuerza, velocidad y prevención de lesiones adaptado a cada edad y vigila, junto con las familias, los estirones, el descanso y la alimentación.</p>$h$,
  $h$<p>Аарон переехал из Манчестера в Марбелью в 2018 году после пяти лет работы в академии клуба английского Чемпионшипа. У него магистерская степень в области спортивной науки и лицензия UEFA B.</p><p>Он составляет для каждой возрастной группы программы силовой и скоростной подготовки и профилактики травм, а вместе с родителями следит за периодами быстрого роста, сном и питанием.</p>$h$,
  '/storage/v1/object/public/coaches/staff/coach-6.webp', 6, true
);

-- ---------------------------------------------------------------------------------------------
-- Programmes (training groups). Images: bucket `media`.
-- ---------------------------------------------------------------------------------------------
insert into public.programmes (
  title_en, title_es, title_ru, description_en, description_es, description_ru, age_group,
  schedule_en, schedule_es, schedule_ru, image_url, sort_order, is_active
)
values
(
  'Foundation', 'Foundation', 'Foundation',
  '<p>Our first step into football: coordination, ball control and playing together in small-sided games. Every session ends with a match.</p>',
  '<p>El primer paso en el fútbol: coordinación, control del balón y juego en equipo en partidos reducidos. Cada sesión termina con un partido.</p>',
  '<p>Первый шаг в футболе: координация, владение мячом и игра в команде в форматах с малым числом игроков. Каждая тренировка заканчивается матчем.</p>',
  'U8–U10',
  'Monday and Wednesday, 17:30–18:45 · Las Dunas', 'Lunes y miércoles, 17:30–18:45 · Las Dunas', 'Понедельник и среда, 17:30–18:45 · Las Dunas',
  '/storage/v1/object/public/media/programmes/foundation.webp', 1, true
),
(
  'Development', 'Development', 'Development',
  '<p>Technique under pressure, one-against-one duels and the first tactical ideas of 7- and 11-a-side football. Weekend matches in the provincial league.</p>',
  '<p>Técnica bajo presión, duelos uno contra uno y las primeras ideas tácticas del fútbol 7 y del fútbol 11. Partidos de liga provincial los fines de semana.</p>',
  '<p>Техника под давлением, единоборства один в один и первые тактические принципы футбола 7×7 и 11×11. По выходным — матчи провинциальной лиги.</p>',
  'U11–U13',
  'Tuesday and Thursday, 17:30–19:00 · Las Dunas', 'Martes y jueves, 17:30–19:00 · Las Dunas', 'Вторник и четверг, 17:30–19:00 · Las Dunas',
  '/storage/v1/object/public/media/programmes/development.webp', 2, true
),
(
  'Performance', 'Performance', 'Performance',
  '<p>For ambitious teenagers: four sessions a week, strength and conditioning, video analysis and individual plans to reach semi-professional or university football.</p>',
  '<p>Para adolescentes con ambición: cuatro sesiones por semana, preparación física, análisis de vídeo y planes individuales para llegar al fútbol semiprofesional o universitario.</p>',
  '<p>Для амбициозных подростков: четыре тренировки в неделю, физическая подготовка, видеоанализ и индивидуальные планы для перехода в полупрофессиональный или университетский футбол.</p>',
  'U14–U18',
  'Monday, Wednesday and Friday, 19:00–20:45 · Los Naranjos; Thursday gym · Las Dunas', 'Lunes, miércoles y viernes, 19:00–20:45 · Los Naranjos; jueves gimnasio · Las Dunas', 'Понедельник, среда и пятница, 19:00–20:45 · Los Naranjos; четверг — тренажёрный зал · Las Dunas',
  '/storage/v1/object/public/media/programmes/performance.webp', 3, true
),
(
  'Goalkeeper school', 'Escuela de porteros', 'Вратарская школа',
  '<p>Specific training for goalkeepers of every level: footwork, handling, diving, crosses and playing with the feet, with monthly video reviews.</p>',
  '<p>Entrenamiento específico para porteros de todos los niveles: desplazamientos, blocaje, estiradas, centros y juego con los pies, con análisis de vídeo mensual.</p>',
  '<p>Специальная подготовка вратарей любого уровня: работа ног, ловля, прыжки, игра на выходах и ногами, ежемесячный видеоразбор.</p>',
  '9–18',
  'Tuesday, 19:00–20:15 · Las Dunas', 'Martes, 19:00–20:15 · Las Dunas', 'Вторник, 19:00–20:15 · Las Dunas',
  '/storage/v1/object/public/media/programmes/goalkeepers.webp', 4, true
),
(
  'Girls'' programme', 'Programa femenino', 'Футбол для девочек',
  '<p>Girls-only training groups with female coaches, a team in the Andalusian girls'' league and a friendly, confident team spirit.</p>',
  '<p>Grupos solo para chicas con entrenadoras, un equipo en la liga andaluza femenina y un ambiente de equipo cercano y seguro.</p>',
  '<p>Группы только для девочек с тренерами-женщинами, команда в андалусской лиге для девушек и дружная, уверенная командная атмосфера.</p>',
  '8–16',
  'Friday, 17:30–19:00 · Las Dunas', 'Viernes, 17:30–19:00 · Las Dunas', 'Пятница, 17:30–19:00 · Las Dunas',
  '/storage/v1/object/public/media/programmes/girls.webp', 5, true
);

-- ---------------------------------------------------------------------------------------------
-- Subscriptions: monthly plans with their price per session, and hourly coaching.
-- ---------------------------------------------------------------------------------------------
insert into public.subscriptions (
  title_en, title_es, title_ru, description_en, description_es, description_ru, price, price_per_session, is_monthly, is_hourly, sort_order
)
values
(
  'Two sessions a week', 'Dos sesiones por semana', 'Две тренировки в неделю',
  'Foundation or Development group, eight sessions a month, training kit included.',
  'Grupo Foundation o Development, ocho sesiones al mes, equipación de entrenamiento incluida.',
  'Группа Foundation или Development, восемь тренировок в месяц, тренировочная форма включена.',
  120.00, 15.00, true, false, 1
),
(
  'Three sessions a week', 'Tres sesiones por semana', 'Три тренировки в неделю',
  'Twelve sessions a month plus weekend league matches and a progress report each term.',
  'Doce sesiones al mes, partidos de liga el fin de semana e informe de progreso cada trimestre.',
  'Двенадцать тренировок в месяц, матчи лиги по выходным и отчёт о прогрессе каждую четверть.',
  165.00, 13.75, true, false, 2
),
(
  'Performance pass', 'Abono Performance', 'Абонемент Performance',
  'Four sessions a week for U14–U18: pitch, gym, video analysis and an individual development plan.',
  'Cuatro sesiones por semana para U14–U18: campo, gimnasio, análisis de vídeo y plan individual de desarrollo.',
  'Четыре тренировки в неделю для U14–U18: поле, тренажёрный зал, видеоанализ и индивидуальный план развития.',
  210.00, 13.13, true, false, 3
),
(
  'Goalkeeper school', 'Escuela de porteros', 'Вратарская школа',
  'One specific goalkeeper session a week, alone or on top of any group plan.',
  'Una sesión específica de porteros por semana, sola o como complemento de cualquier plan.',
  'Одна специальная вратарская тренировка в неделю — отдельно или в дополнение к любому абонементу.',
  60.00, 15.00, true, false, 4
),
(
  'Private coaching', 'Entrenamiento individual', 'Индивидуальная тренировка',
  'One player, one coach: technique, finishing or goalkeeping, at a time that suits you.',
  'Un jugador, un entrenador: técnica, definición o portería, en el horario que mejor te venga.',
  'Один игрок и один тренер: техника, завершение атак или вратарская подготовка в удобное для вас время.',
  45.00, null, false, true, 5
),
(
  'Small-group coaching (2–4 players)', 'Entrenamiento en grupo reducido (2–4 jugadores)', 'Тренировка в мини-группе (2–4 игрока)',
  'Bring your friends or siblings: price per player and hour.',
  'Ven con amigos o hermanos: precio por jugador y hora.',
  'Приходите с друзьями, братьями или сёстрами: цена за одного игрока в час.',
  30.00, null, false, true, 6
);

-- ---------------------------------------------------------------------------------------------
-- News: twelve published articles over the past year (one deliberately without Spanish, so the
-- site's English fallback shows), one scheduled for next month and two drafts. created_at
-- follows publish_date, as if each had been written the day it went out.
-- ---------------------------------------------------------------------------------------------
insert into public.news (status, title_en, title_es, title_ru, text_en, text_es, text_ru, preview_image_url, publish_date, created_at)
values
(
  'Published',
  'Under-12s lift the Costa del Sol Cup',
  'El alevín levanta la Copa Costa del Sol',
  'Команда U12 выиграла Кубок Коста-дель-Соль',
  $h$<p>Our under-12 squad won the Costa del Sol Cup on Sunday after beating a strong team from Fuengirola 2–1 in the final at the Estadio de La Cala.</p><p>Sixteen clubs from Málaga, Cádiz and Gibraltar took part. The boys and girls won five of their six matches and conceded only three goals all weekend, with goalkeeper Lucas Fernández saving a penalty in the semi-final.</p><p>“The best part was how they played: brave on the ball and always looking for each other,” said coach Dmitri Kozlov. Congratulations to the players, and thank you to the families who travelled to support them.</p>$h$,
  $h$<p>Nuestro equipo alevín ganó el domingo la Copa Costa del Sol tras vencer 2–1 en la final a un gran equipo de Fuengirola en el Estadio de La Cala.</p><p>Participaron dieciséis clubes de Málaga, Cádiz y Gibraltar. Los chicos y chicas ganaron cinco de sus seis partidos y solo encajaron tres goles en todo el fin de semana; el portero Lucas Fernández detuvo un penalti en la semifinal.</p><p>«Lo mejor fue cómo jugaron: valientes con el balón y buscándose siempre», dijo el entrenador Dmitri Kozlov. Enhorabuena a los jugadores y gracias a las familias que se desplazaron para animarles.</p>$h$,
  $h$<p>В воскресенье наша команда U12 выиграла Кубок Коста-дель-Соль, победив в финале на стадионе Ла-Кала сильную команду из Фуэнхиролы со счётом 2:1.</p><p>В турнире участвовали шестнадцать клубов из Малаги, Кадиса и Гибралтара. Ребята выиграли пять матчей из шести и пропустили за все выходные всего три мяча, а вратарь Лукас Фернандес отразил пенальти в полуфинале.</p><p>«Лучше всего было то, как они играли: смело с мячом и всегда находя друг друга», — сказал тренер Дмитрий Козлов. Поздравляем игроков и благодарим родителей, которые приехали их поддержать.</p>$h$,
  '/storage/v1/object/public/news/articles/news-01.webp', now() - interval '5 days', now() - interval '5 days'
),
(
  'Published',
  'New LED floodlights at Las Dunas: evening sessions until 22:00',
  'Nueva iluminación LED en Las Dunas: entrenamientos hasta las 22:00',
  'Новое светодиодное освещение на Las Dunas: тренировки до 22:00',
  $h$<p>The main pitch at Ciudad Deportiva Las Dunas now has new LED floodlights, installed by the town council over the last three weeks.</p><p>The lights use less than half the energy of the old ones and spread the light evenly over the whole pitch, which makes a real difference for goalkeepers and for fast passing games in the evening.</p><p>From next Monday the Performance group and the goalkeeper school can train until 22:00. Updated timetables have been sent to every family by e-mail.</p>$h$,
  $h$<p>El campo principal de la Ciudad Deportiva Las Dunas estrena iluminación LED, instalada por el Ayuntamiento durante las últimas tres semanas.</p><p>Los nuevos focos consumen menos de la mitad que los antiguos y reparten la luz de forma uniforme por todo el campo, algo que se nota mucho en los porteros y en los ejercicios de pase rápido por la tarde.</p><p>A partir del próximo lunes, el grupo Performance y la escuela de porteros podrán entrenar hasta las 22:00. Todas las familias han recibido los nuevos horarios por correo electrónico.</p>$h$,
  $h$<p>На главном поле спортивного комплекса Las Dunas появилось новое светодиодное освещение, которое мэрия устанавливала последние три недели.</p><p>Новые прожекторы потребляют вдвое меньше энергии и равномерно освещают всё поле — это особенно заметно для вратарей и в упражнениях на быстрый пас по вечерам.</p><p>Со следующего понедельника группа Performance и вратарская школа смогут тренироваться до 22:00. Обновлённое расписание отправлено всем семьям по электронной почте.</p>$h$,
  '/storage/v1/object/public/news/articles/news-10.webp', now() - interval '16 days', now() - interval '16 days'
),
(
  'Published',
  'What to pack for training: a parents'' checklist',
  null,
  'Что взять на тренировку: памятка для родителей',
  $h$<p>New families often ask us what their child needs for a session. Here is the short list our coaches agreed on.</p><ul><li><strong>Boots for artificial grass</strong> (AG or multi-stud) and shin pads: no shin pads, no training.</li><li><strong>A full water bottle</strong> with the player's name. Even in winter the sun on the Costa del Sol is strong.</li><li><strong>Sun cream and a cap</strong> for sessions before 19:00 from April to October.</li><li><strong>A warm top</strong> for the way home: evenings by the sea get cool quickly.</li></ul><p>Please leave jewellery and watches at home, and label everything: our lost-property box fills up every month.</p>$h$,
  null,
  $h$<p>Новые семьи часто спрашивают, что нужно ребёнку на тренировку. Вот короткий список, который составили наши тренеры.</p><ul><li><strong>Бутсы для искусственного газона</strong> (AG или многошиповки) и щитки: без щитков к тренировке не допускаем.</li><li><strong>Полная бутылка воды</strong>, подписанная именем игрока. Даже зимой солнце на Коста-дель-Соль очень сильное.</li><li><strong>Солнцезащитный крем и кепка</strong> для тренировок до 19:00 с апреля по октябрь.</li><li><strong>Тёплая кофта</strong> на дорогу домой: вечером у моря быстро становится прохладно.</li></ul><p>Пожалуйста, оставляйте украшения и часы дома и подписывайте все вещи: наша коробка потерянных вещей заполняется каждый месяц.</p>$h$,
  '/storage/v1/object/public/news/articles/news-02.webp', now() - interval '29 days', now() - interval '29 days'
),
(
  'Published',
  'Goalkeeper clinic with Carmen Vidal',
  'Clínic de porteros con Carmen Vidal',
  'Вратарский мастер-класс с Кармен Видаль',
  $h$<p>Twenty-four young goalkeepers from nine clubs spent a Saturday morning with our goalkeeper coach Carmen Vidal at Las Dunas.</p><p>The clinic covered the set position, diving technique on both sides and, after the break, how to start attacks with the feet under pressure. Each participant left with a short video of their own saves and three exercises to practise at home.</p><p>Because of the demand we will repeat the clinic in the spring. Members of the goalkeeper school get a free place.</p>$h$,
  $h$<p>Veinticuatro porteros jóvenes de nueve clubes pasaron una mañana de sábado en Las Dunas con nuestra entrenadora de porteros, Carmen Vidal.</p><p>El clínic trabajó la posición de espera, la técnica de estirada a ambos lados y, después del descanso, cómo iniciar el juego con los pies bajo presión. Cada participante se llevó un vídeo corto con sus paradas y tres ejercicios para practicar en casa.</p><p>Por la gran demanda repetiremos el clínic en primavera. Los alumnos de la escuela de porteros tienen plaza gratuita.</p>$h$,
  $h$<p>Двадцать четыре юных вратаря из девяти клубов провели субботнее утро на Las Dunas с нашим тренером вратарей Кармен Видаль.</p><p>На мастер-классе отрабатывали основную стойку, технику прыжка в обе стороны, а после перерыва — начало атаки ногами под давлением соперника. Каждый участник получил короткое видео со своими сейвами и три упражнения для самостоятельной работы.</p><p>Из-за большого спроса мы повторим мастер-класс весной. Для учеников вратарской школы участие бесплатное.</p>$h$,
  '/storage/v1/object/public/news/articles/news-05.webp', now() - interval '45 days', now() - interval '45 days'
),
(
  'Published',
  'Our girls'' programme has quadrupled in two years',
  'El programa femenino se ha multiplicado por cuatro en dos años',
  'За два года программа для девочек выросла в четыре раза',
  $h$<p>When Elena Rivas started the girls' group two years ago, nine players came to the first session. This season 38 girls between 8 and 16 train with us every Friday, and for the first time we have two teams in the Andalusian league.</p><p>“Many girls had never played in a club before because they did not want to be the only girl on the team,” says Elena. “Here they find friends first, and the football follows.”</p><p>Girls who want to try can join any Friday session for free: just send us a message on WhatsApp.</p>$h$,
  $h$<p>Cuando Elena Rivas puso en marcha el grupo femenino hace dos años, vinieron nueve jugadoras a la primera sesión. Esta temporada entrenan con nosotros cada viernes 38 chicas de entre 8 y 16 años y, por primera vez, tenemos dos equipos en la liga andaluza.</p><p>«Muchas nunca habían jugado en un club porque no querían ser la única chica del equipo», cuenta Elena. «Aquí primero encuentran amigas, y el fútbol viene después».</p><p>Las chicas que quieran probar pueden venir gratis cualquier viernes: basta con escribirnos por WhatsApp.</p>$h$,
  $h$<p>Когда два года назад Елена Ривас открыла группу для девочек, на первую тренировку пришли девять человек. В этом сезоне каждую пятницу у нас занимаются 38 девочек от 8 до 16 лет, и впервые у нас две команды в андалусской лиге.</p><p>«Многие раньше не играли в клубе, потому что не хотели быть единственной девочкой в команде, — рассказывает Елена. — Здесь они сначала находят подруг, а футбол приходит следом».</p><p>Девочки, которые хотят попробовать, могут бесплатно прийти на любую пятничную тренировку — просто напишите нам в WhatsApp.</p>$h$,
  '/storage/v1/object/public/news/articles/news-06.webp', now() - interval '63 days', now() - interval '63 days'
),
(
  'Published',
  'Three players called up for the Málaga provincial trials',
  'Tres jugadores convocados por la selección provincial de Málaga',
  'Трое наших игроков вызваны на просмотр в сборную провинции Малага',
  $h$<p>The Málaga Football Federation has invited three SierraMar players to the trials for its under-15 and under-16 provincial teams: Hugo Sánchez, Mateo Petrov and Noah Jensen.</p><p>The trials take place over two weekends in Marbella and Antequera. The final squads will play the Andalusian championship in the spring.</p><p>Miguel Ortega, head of our Performance programme, will travel with the boys. Good luck to all three!</p>$h$,
  $h$<p>La Federación Malagueña de Fútbol ha convocado a tres jugadores de SierraMar a las pruebas de sus selecciones provinciales sub-15 y sub-16: Hugo Sánchez, Mateo Petrov y Noah Jensen.</p><p>Las pruebas se celebran durante dos fines de semana en Marbella y Antequera. Las selecciones definitivas disputarán el campeonato de Andalucía en primavera.</p><p>Miguel Ortega, responsable de nuestro programa Performance, acompañará a los chicos. ¡Mucha suerte a los tres!</p>$h$,
  $h$<p>Футбольная федерация Малаги пригласила трёх игроков SierraMar на просмотр в сборные провинции U15 и U16: Уго Санчеса, Матео Петрова и Ноа Йенсена.</p><p>Просмотры пройдут в течение двух выходных в Марбелье и Антекере. Окончательные составы сборных весной сыграют в чемпионате Андалусии.</p><p>Ребят будет сопровождать Мигель Ортега, руководитель нашей программы Performance. Удачи всем троим!</p>$h$,
  '/storage/v1/object/public/news/articles/news-04.webp', now() - interval '80 days', now() - interval '80 days'
),
(
  'Published',
  'Summer campus in numbers: 146 players from 21 countries',
  'El campus de verano en cifras: 146 jugadores de 21 países',
  'Летний кэмп в цифрах: 146 игроков из 21 страны',
  $h$<p>Six weeks, 146 players, 21 countries and more than 9,000 litres of water: this year's summer campus was our biggest ever.</p><p>Players came from Spain, the United Kingdom, Ukraine, Sweden, the United States, Morocco and fifteen other countries. Thirty-eight stayed with us in the residential programme, with Spanish lessons in the mornings and beach afternoons on Sundays.</p><p>Thank you to every family who trusted us with their children. Dates and prices for next summer are already on the Campus page.</p>$h$,
  $h$<p>Seis semanas, 146 jugadores, 21 países y más de 9.000 litros de agua: el campus de este verano ha sido el más grande de nuestra historia.</p><p>Vinieron jugadores de España, Reino Unido, Ucrania, Suecia, Estados Unidos, Marruecos y otros quince países. Treinta y ocho se alojaron con nosotros en la modalidad interna, con clases de español por las mañanas y tardes de playa los domingos.</p><p>Gracias a todas las familias que nos confiaron a sus hijos. Las fechas y precios del próximo verano ya están en la página del Campus.</p>$h$,
  $h$<p>Шесть недель, 146 игроков, 21 страна и более 9 000 литров воды — летний кэмп этого года стал самым большим в нашей истории.</p><p>К нам приехали ребята из Испании, Великобритании, Украины, Швеции, США, Марокко и ещё пятнадцати стран. Тридцать восемь человек жили у нас по программе с проживанием: по утрам — уроки испанского, по воскресеньям — пляж.</p><p>Спасибо всем семьям, доверившим нам своих детей. Даты и цены на следующее лето уже опубликованы на странице кэмпа.</p>$h$,
  '/storage/v1/object/public/news/articles/news-03.webp', now() - interval '104 days', now() - interval '104 days'
),
(
  'Published',
  'Bermeja Physio Clinic becomes our medical partner',
  'La Clínica de Fisioterapia Bermeja, nuevo socio médico de la academia',
  'Клиника физиотерапии Bermeja — новый медицинский партнёр академии',
  $h$<p>We are pleased to welcome Bermeja Physio Clinic in Estepona as the academy's official medical partner.</p><p>From this season a physiotherapist will be at Las Dunas on Monday and Wednesday evenings to assess knocks and niggles on the spot, and academy families get priority appointments and a 15% discount at the clinic.</p><p>Together with our strength and conditioning coach Aaron Thompson, the clinic will also run an injury-prevention workshop for players aged 13 and over.</p>$h$,
  $h$<p>Damos la bienvenida a la Clínica de Fisioterapia Bermeja de Estepona como socio médico oficial de la academia.</p><p>Desde esta temporada, un fisioterapeuta estará en Las Dunas los lunes y miércoles por la tarde para valorar golpes y molestias en el momento, y las familias de la academia tendrán cita prioritaria y un 15 % de descuento en la clínica.</p><p>Junto con nuestro preparador físico, Aaron Thompson, la clínica organizará además un taller de prevención de lesiones para jugadores a partir de 13 años.</p>$h$,
  $h$<p>Мы рады объявить, что клиника физиотерапии Bermeja в Эстепоне стала официальным медицинским партнёром академии.</p><p>С этого сезона по понедельникам и средам вечером на Las Dunas будет работать физиотерапевт, который сразу осмотрит ушибы и мелкие травмы, а семьи академии получат приоритетную запись и скидку 15 % в клинике.</p><p>Вместе с нашим тренером по физподготовке Аароном Томпсоном клиника также проведёт семинар по профилактике травм для игроков от 13 лет.</p>$h$,
  null, now() - interval '131 days', now() - interval '131 days'
),
(
  'Published',
  'End-of-season awards night',
  'Gala de fin de temporada',
  'Вечер награждения по итогам сезона',
  $h$<p>More than 300 players, parents and coaches filled the terrace at Las Dunas for our end-of-season awards night.</p><p>Every group chose its most improved player and its best team-mate, voted by the players themselves. The Javier Morales award for values went to Sofía Navarro (U13), who coached the Foundation group every Saturday morning as a volunteer.</p><p>The evening finished with the traditional parents versus coaches match. The coaches won again, although the score is still being disputed.</p>$h$,
  $h$<p>Más de 300 jugadores, familias y entrenadores llenaron la terraza de Las Dunas en nuestra gala de fin de temporada.</p><p>Cada grupo eligió a su jugador que más ha progresado y a su mejor compañero, votados por los propios jugadores. El premio Javier Morales a los valores fue para Sofía Navarro (infantil), que ha ayudado como voluntaria al grupo Foundation todos los sábados por la mañana.</p><p>La noche terminó con el tradicional partido de padres contra entrenadores. Volvieron a ganar los entrenadores, aunque el resultado sigue en discusión.</p>$h$,
  $h$<p>Более 300 игроков, родителей и тренеров собрались на террасе Las Dunas на вечер награждения по итогам сезона.</p><p>Каждая группа выбрала самого прогрессирующего игрока и лучшего товарища по команде — голосовали сами игроки. Премию Хавьера Моралеса «За ценности» получила София Наварро (U13), которая весь сезон по субботам помогала тренировать группу Foundation.</p><p>Вечер завершился традиционным матчем родителей против тренеров. Тренеры снова победили, хотя счёт до сих пор оспаривается.</p>$h$,
  '/storage/v1/object/public/news/articles/news-07.webp', now() - interval '162 days', now() - interval '162 days'
),
(
  'Published',
  'How we train: the SierraMar way',
  'Cómo entrenamos: el método SierraMar',
  'Как мы тренируем: метод SierraMar',
  $h$<p>Parents often ask what makes our sessions different. The short answer: the ball, decisions and a lot of fun.</p><p>Every session follows the same four parts: a warm-up with the ball, a technical block in small groups, a game-based exercise where players have to read the situation, and a match. Players touch the ball hundreds of times per session, not a few dozen.</p><p>Coaches ask questions instead of shouting instructions, so players learn to solve problems on their own. Results matter less than progress, especially below the age of 13.</p>$h$,
  $h$<p>Las familias nos preguntan a menudo qué tienen de diferente nuestras sesiones. La respuesta corta: balón, decisiones y mucha diversión.</p><p>Todas las sesiones siguen las mismas cuatro partes: calentamiento con balón, un bloque técnico en grupos pequeños, un ejercicio de juego en el que hay que leer la situación y un partido. Cada jugador toca el balón cientos de veces por sesión, no unas pocas docenas.</p><p>Los entrenadores preguntan en lugar de gritar instrucciones, para que los jugadores aprendan a resolver los problemas por sí mismos. El progreso importa más que el resultado, sobre todo antes de los 13 años.</p>$h$,
  $h$<p>Родители часто спрашивают, чем наши тренировки отличаются от других. Коротко: мяч, решения и много удовольствия от игры.</p><p>Каждое занятие состоит из четырёх частей: разминка с мячом, технический блок в небольших группах, игровое упражнение, в котором нужно читать ситуацию, и матч. За тренировку каждый игрок касается мяча сотни раз, а не несколько десятков.</p><p>Тренеры задают вопросы вместо того, чтобы выкрикивать указания, — так игроки учатся самостоятельно решать задачи. До 13 лет прогресс для нас важнее результата.</p>$h$,
  '/storage/v1/object/public/news/articles/news-09.webp', now() - interval '205 days', now() - interval '205 days'
),
(
  'Published',
  'Development squad plays its first tournament abroad',
  'El equipo Development juega su primer torneo en el extranjero',
  'Команда Development сыграла свой первый турнир за границей',
  $h$<p>Eighteen players from our Development programme travelled to Lisbon for an international youth tournament with teams from Portugal, France and Brazil.</p><p>The squad finished fourth out of twenty-four after losing the semi-final on penalties. Off the pitch, the players visited the stadium of one of Lisbon's big clubs and shared a barbecue with their hosts.</p><p>Trips like this are part of the programme: playing against unfamiliar styles teaches more than any training drill.</p>$h$,
  $h$<p>Dieciocho jugadores de nuestro programa Development viajaron a Lisboa para disputar un torneo internacional de fútbol base con equipos de Portugal, Francia y Brasil.</p><p>El equipo terminó cuarto de veinticuatro tras perder la semifinal en los penaltis. Fuera del campo, los jugadores visitaron el estadio de uno de los grandes clubes de Lisboa y compartieron una barbacoa con el club anfitrión.</p><p>Los viajes como este forman parte del programa: jugar contra estilos desconocidos enseña más que cualquier ejercicio.</p>$h$,
  $h$<p>Восемнадцать игроков программы Development съездили в Лиссабон на международный юношеский турнир с командами из Португалии, Франции и Бразилии.</p><p>Команда заняла четвёртое место из двадцати четырёх, уступив в полуфинале по пенальти. Вне поля ребята побывали на стадионе одного из больших лиссабонских клубов и устроили барбекю вместе с принимающей командой.</p><p>Такие поездки — часть программы: игра против незнакомых стилей учит больше, чем любое упражнение.</p>$h$,
  '/storage/v1/object/public/news/articles/news-08.webp', now() - interval '258 days', now() - interval '258 days'
),
(
  'Published',
  'Ten years of SierraMar',
  'SierraMar cumple diez años',
  'SierraMar исполнилось десять лет',
  $h$<p>Ten years ago Javier Morales started SierraMar with fourteen children, a bag of balls and one evening slot on a municipal pitch in Estepona.</p><p>Today the academy has more than 320 players, eleven coaches, a girls' programme, a goalkeeper school and a summer campus that welcomes families from all over the world.</p><p>We celebrated with an open day at Las Dunas: mini-matches for every age, a penalty challenge against our coaches and a photo exhibition of ten seasons. Thank you for being part of the story.</p>$h$,
  $h$<p>Hace diez años Javier Morales fundó SierraMar con catorce niños, una bolsa de balones y una tarde a la semana en un campo municipal de Estepona.</p><p>Hoy la academia tiene más de 320 jugadores, once entrenadores, un programa femenino, una escuela de porteros y un campus de verano que recibe a familias de todo el mundo.</p><p>Lo celebramos con una jornada de puertas abiertas en Las Dunas: minipartidos para todas las edades, un reto de penaltis contra nuestros entrenadores y una exposición de fotos de diez temporadas. Gracias por formar parte de esta historia.</p>$h$,
  $h$<p>Десять лет назад Хавьер Моралес открыл SierraMar: четырнадцать детей, сумка мячей и один вечер в неделю на муниципальном поле в Эстепоне.</p><p>Сегодня в академии более 320 игроков, одиннадцать тренеров, программа для девочек, вратарская школа и летний кэмп, куда приезжают семьи со всего мира.</p><p>Мы отметили юбилей днём открытых дверей на Las Dunas: мини-матчи для всех возрастов, серия пенальти против наших тренеров и фотовыставка десяти сезонов. Спасибо, что вы с нами!</p>$h$,
  null, now() - interval '330 days', now() - interval '330 days'
),
(
  'Published',
  'Registration opens for next summer''s campus',
  'Abiertas las inscripciones para el campus del próximo verano',
  'Открыта регистрация на летний кэмп',
  $h$<p>Registration for next summer's campus opens today. The first week starts on June 30, and places in the residential programme usually sell out by spring.</p><p>New this year: a goalkeeper week with Carmen Vidal, airport transfers from Málaga included in the residential price, and a 10% discount for families who book before the end of February.</p><p>All dates, prices and discounts are on the Campus page. Questions? Write to us on WhatsApp.</p>$h$,
  $h$<p>Hoy se abren las inscripciones para el campus del próximo verano. La primera semana empieza el 30 de junio y las plazas de la modalidad interna suelen agotarse en primavera.</p><p>Novedades de este año: una semana de porteros con Carmen Vidal, traslados desde el aeropuerto de Málaga incluidos en el precio de la modalidad interna y un 10 % de descuento para las reservas hechas antes de que termine febrero.</p><p>Todas las fechas, precios y descuentos están en la página del Campus. ¿Dudas? Escríbenos por WhatsApp.</p>$h$,
  $h$<p>Сегодня открывается регистрация на летний кэмп. Первая смена начинается 30 июня, а места с проживанием обычно заканчиваются уже к весне.</p><p>Новое в этом году: вратарская неделя с Кармен Видаль, трансфер из аэропорта Малаги, включённый в стоимость программы с проживанием, и скидка 10 % при бронировании до конца февраля.</p><p>Все даты, цены и скидки — на странице кэмпа. Есть вопросы? Напишите нам в WhatsApp.</p>$h$,
  '/storage/v1/object/public/media/campus/campus.webp', now() + interval '30 days', now() - interval '2 days'
),
(
  'Draft',
  'Winter futsal league: squads announced',
  'Liga de fútbol sala de invierno: convocatorias',
  'Зимняя лига по футзалу: составы команд',
  $h$<p>Our U11 and U13 groups will play the winter futsal league in the sports hall of Estepona from January to March.</p><p>Coaches will confirm the squads after next week's sessions. Matches are on Saturday mornings; the calendar will be published here.</p>$h$,
  $h$<p>Nuestros grupos alevín e infantil jugarán la liga de fútbol sala de invierno en el pabellón de Estepona de enero a marzo.</p><p>Los entrenadores confirmarán las convocatorias después de las sesiones de la próxima semana. Los partidos son los sábados por la mañana; publicaremos aquí el calendario.</p>$h$,
  $h$<p>Наши группы U11 и U13 с января по март сыграют в зимней лиге по футзалу в спортивном зале Эстепоны.</p><p>Тренеры утвердят составы после тренировок следующей недели. Матчи проходят по субботам утром, календарь мы опубликуем здесь.</p>$h$,
  null, now() - interval '1 day', now() - interval '1 day'
),
(
  'Draft',
  'New training kit arrives in January',
  'La nueva equipación de entrenamiento llega en enero',
  'Новая тренировочная форма появится в январе',
  $h$<p>Our new training kit, made by SolKit in recycled polyester, will be handed out in the first week of January.</p><p>Sizes are taken at the reception desk at Las Dunas until the end of the month.</p>$h$,
  $h$<p>Nuestra nueva equipación de entrenamiento, fabricada por SolKit con poliéster reciclado, se entregará la primera semana de enero.</p><p>Las tallas se toman en la recepción de Las Dunas hasta final de mes.</p>$h$,
  $h$<p>Новая тренировочная форма от SolKit из переработанного полиэстера будет выдана в первую неделю января.</p><p>Размеры записывают на ресепшене Las Dunas до конца месяца.</p>$h$,
  null, now() - interval '3 days', now() - interval '3 days'
);

-- ---------------------------------------------------------------------------------------------
-- Pages: one jsonb document per key, shaped by shared/src/pages.ts (pageSchemas). The migration
-- creates the rows empty; the seed fills them.
-- ---------------------------------------------------------------------------------------------
insert into public.pages (key, content) values
('index', $j${
  "page_title_en": "Football academy on the Costa del Sol",
  "page_title_es": "Academia de fútbol en la Costa del Sol",
  "page_title_ru": "Футбольная академия на Коста-дель-Соль",
  "about_header_en": "Why families choose SierraMar",
  "about_header_es": "Por qué las familias eligen SierraMar",
  "about_header_ru": "Почему семьи выбирают SierraMar",
  "bullit_one_header_en": "UEFA-licensed coaches",
  "bullit_one_header_es": "Entrenadores con licencia UEFA",
  "bullit_one_header_ru": "Тренеры с лицензией UEFA",
  "bullit_one_text_en": "Every group is led by a coach with a UEFA licence, supported by a goalkeeper coach and a strength and conditioning specialist.",
  "bullit_one_text_es": "Cada grupo está dirigido por un entrenador con licencia UEFA, con el apoyo de una entrenadora de porteros y un preparador físico.",
  "bullit_one_text_ru": "Каждую группу ведёт тренер с лицензией UEFA, вместе с тренером вратарей и специалистом по физической подготовке.",
  "bullit_two_header_en": "Three languages, one team",
  "bullit_two_header_es": "Tres idiomas, un solo equipo",
  "bullit_two_header_ru": "Три языка — одна команда",
  "bullit_two_text_en": "Sessions in English, Spanish and Russian: players from more than 30 countries feel at home from the very first day.",
  "bullit_two_text_es": "Entrenamientos en español, inglés y ruso: jugadores de más de 30 países se sienten como en casa desde el primer día.",
  "bullit_two_text_ru": "Тренировки на русском, испанском и английском: игроки из более чем 30 стран с первого дня чувствуют себя как дома.",
  "bullit_three_header_en": "Football all year round",
  "bullit_three_header_es": "Fútbol todo el año",
  "bullit_three_header_ru": "Футбол круглый год",
  "bullit_three_text_en": "Two venues in Estepona and San Pedro Alcántara, floodlit pitches, 320 days of sunshine and a summer campus by the sea.",
  "bullit_three_text_es": "Dos instalaciones en Estepona y San Pedro Alcántara, campos iluminados, 320 días de sol al año y un campus de verano junto al mar.",
  "bullit_three_text_ru": "Два стадиона в Эстепоне и Сан-Педро-Алькантаре, поля с освещением, 320 солнечных дней в году и летний кэмп у моря.",
  "hero_video_url": "/storage/v1/object/public/videos/home/hero.mp4",
  "hero_poster_url": "/storage/v1/object/public/media/home/hero-poster.webp",
  "partners": [
    { "name": "AquaMar mineral water", "logo_url": "/storage/v1/object/public/media/partners/partner-1.webp" },
    { "name": "Bermeja Physio Clinic", "logo_url": "/storage/v1/object/public/media/partners/partner-2.webp" },
    { "name": "SolKit team wear", "logo_url": "/storage/v1/object/public/media/partners/partner-3.webp" },
    { "name": "Olivar Andalusian food", "logo_url": "/storage/v1/object/public/media/partners/partner-4.webp" },
    { "name": "PicoTravel sports tours", "logo_url": "/storage/v1/object/public/media/partners/partner-5.webp" },
    { "name": "CostaGuard insurance", "logo_url": "/storage/v1/object/public/media/partners/partner-6.webp" }
  ],
  "gallery": [
    { "image_url": "/storage/v1/object/public/media/home/gallery-1.webp", "caption_en": "Morning dribbling circuit", "caption_es": "Circuito de conducción por la mañana", "caption_ru": "Утренняя тренировка дриблинга" },
    { "image_url": "/storage/v1/object/public/media/home/gallery-2.webp", "caption_en": "Goalkeeper school: full stretch", "caption_es": "Escuela de porteros: estirada completa", "caption_ru": "Вратарская школа: прыжок в угол" },
    { "image_url": "/storage/v1/object/public/media/home/gallery-3.webp", "caption_en": "Match night under the lights at Las Dunas", "caption_es": "Noche de partido bajo los focos de Las Dunas", "caption_ru": "Вечерний матч под прожекторами Las Dunas" },
    { "image_url": "/storage/v1/object/public/media/home/gallery-4.webp", "caption_en": "Team talk at sunset", "caption_es": "Charla de equipo al atardecer", "caption_ru": "Установка на игру на закате" },
    { "image_url": "/storage/v1/object/public/media/home/gallery-5.webp", "caption_en": "Shooting practice", "caption_es": "Entrenamiento de finalización", "caption_ru": "Отработка ударов по воротам" },
    { "image_url": "/storage/v1/object/public/media/home/gallery-6.webp", "caption_en": "Summer campus by the sea", "caption_es": "Campus de verano junto al mar", "caption_ru": "Летний кэмп у моря" },
    { "image_url": "/storage/v1/object/public/media/home/gallery-7.webp", "caption_en": "Cup winners!", "caption_es": "¡Campeones de copa!", "caption_ru": "Обладатели кубка!" }
  ]
}$j$::jsonb),
('about', $j${
  "pageTitle_en": "About the academy",
  "pageTitle_es": "Quiénes somos",
  "pageTitle_ru": "Об академии",
  "about_header_en": "Serious football in a family atmosphere",
  "about_header_es": "Fútbol exigente en un ambiente familiar",
  "about_header_ru": "Серьёзный футбол в семейной атмосфере",
  "bullets_en": [
    { "header": "Our story", "text": "Founded in Estepona in 2015 with fourteen children, SierraMar now trains more than 320 boys and girls aged 6 to 18." },
    { "header": "Our method", "text": "Lots of ball contact, game-based exercises and coaches who ask questions, so players learn to make their own decisions." },
    { "header": "Our values", "text": "Respect, effort and joy. We celebrate progress, fair play and team spirit as much as goals and trophies." }
  ],
  "bullets_es": [
    { "header": "Nuestra historia", "text": "Fundada en Estepona en 2015 con catorce niños, SierraMar entrena hoy a más de 320 chicos y chicas de 6 a 18 años." },
    { "header": "Nuestro método", "text": "Mucho contacto con el balón, ejercicios basados en el juego y entrenadores que preguntan, para que los jugadores aprendan a decidir por sí mismos." },
    { "header": "Nuestros valores", "text": "Respeto, esfuerzo y alegría. Celebramos el progreso, el juego limpio y el compañerismo tanto como los goles y los trofeos." }
  ],
  "bullets_ru": [
    { "header": "Наша история", "text": "SierraMar основана в Эстепоне в 2015 году с четырнадцатью детьми, а сегодня у нас занимаются более 320 мальчиков и девочек от 6 до 18 лет." },
    { "header": "Наш метод", "text": "Много работы с мячом, игровые упражнения и тренеры, которые задают вопросы, — так игроки учатся принимать решения сами." },
    { "header": "Наши ценности", "text": "Уважение, трудолюбие и радость. Прогресс, честная игра и командный дух для нас так же важны, как голы и кубки." }
  ],
  "about_text_en": "<p>SierraMar Football Academy was born on a municipal pitch in Estepona, between the Sierra Bermeja mountains and the Mediterranean, which gave the academy its name. Our founder Javier Morales wanted to offer local and international families what he had found in the best professional academies: <strong>qualified coaches, a clear method and individual attention</strong>, without the pressure that often comes with it.</p><p>Today our eleven coaches work with six age groups, a girls' programme and a goalkeeper school at two venues on the western Costa del Sol. Our players come from more than 30 countries, and we coach in English, Spanish and Russian.</p><p>We are registered with the Royal Andalusian Football Federation, and our teams play in the provincial leagues of Málaga from under-8 to under-18. Every summer our campus welcomes players from all over the world for a week or more of football by the sea.</p>",
  "about_text_es": "<p>La Academia de Fútbol SierraMar nació en un campo municipal de Estepona, entre Sierra Bermeja y el Mediterráneo, que dieron nombre a la academia. Nuestro fundador, Javier Morales, quería ofrecer a las familias locales e internacionales lo que había encontrado en las mejores canteras profesionales: <strong>entrenadores titulados, un método claro y atención individual</strong>, sin la presión que a menudo lo acompaña.</p><p>Hoy nuestros once entrenadores trabajan con seis categorías, un programa femenino y una escuela de porteros en dos instalaciones de la Costa del Sol occidental. Nuestros jugadores proceden de más de 30 países y entrenamos en español, inglés y ruso.</p><p>Estamos inscritos en la Real Federación Andaluza de Fútbol y nuestros equipos compiten en las ligas provinciales de Málaga desde prebenjamín hasta juvenil. Cada verano, nuestro campus recibe a jugadores de todo el mundo para disfrutar de una semana o más de fútbol junto al mar.</p>",
  "about_text_ru": "<p>Футбольная академия SierraMar появилась на муниципальном поле в Эстепоне, между горами Сьерра-Бермеха и Средиземным морем, — отсюда и её название. Основатель академии Хавьер Моралес хотел дать местным и приезжим семьям то, что видел в лучших профессиональных академиях: <strong>квалифицированных тренеров, понятную методику и индивидуальный подход</strong> — но без лишнего давления.</p><p>Сегодня наши одиннадцать тренеров работают с шестью возрастными группами, программой для девочек и вратарской школой на двух стадионах западной части Коста-дель-Соль. У нас занимаются дети из более чем 30 стран, тренировки проходят на испанском, английском и русском языках.</p><p>Академия зарегистрирована в Королевской футбольной федерации Андалусии, наши команды играют в провинциальных лигах Малаги от U8 до U18. Каждое лето на наш кэмп приезжают игроки со всего мира, чтобы провести неделю или больше, играя в футбол у моря.</p>",
  "about_image": "/storage/v1/object/public/media/about/team.webp",
  "hero_image": "/storage/v1/object/public/media/about/hero.webp"
}$j$::jsonb),
('coaches', $j${
  "title_en": "Our coaching staff",
  "title_es": "Nuestro cuerpo técnico",
  "title_ru": "Наш тренерский штаб",
  "text_en": "<p>Our coaches hold UEFA licences, speak at least two languages and keep learning: every month the whole staff meets for a training day of its own.</p><p>Each group has a head coach and an assistant, so no coach works with more than 14 players at a time. Goalkeepers and older players also work with our specialists.</p>",
  "text_es": "<p>Nuestros entrenadores tienen licencia UEFA, hablan al menos dos idiomas y no dejan de formarse: cada mes todo el cuerpo técnico se reúne en una jornada de formación interna.</p><p>Cada grupo tiene un entrenador principal y un ayudante, de modo que ningún entrenador trabaja con más de 14 jugadores a la vez. Los porteros y los jugadores mayores trabajan además con nuestros especialistas.</p>",
  "text_ru": "<p>У наших тренеров лицензии UEFA, каждый говорит минимум на двух языках и постоянно учится: раз в месяц весь тренерский штаб собирается на собственный день повышения квалификации.</p><p>В каждой группе есть главный тренер и ассистент, поэтому на одного тренера приходится не больше 14 игроков. Вратари и старшие игроки дополнительно занимаются с нашими специалистами.</p>"
}$j$::jsonb),
('venues', $j${
  "page_title_en": "Where we train",
  "page_title_es": "Dónde entrenamos",
  "page_title_ru": "Где мы тренируемся",
  "venues_text_one_en": "<h2>Ciudad Deportiva Las Dunas, Estepona</h2><p>Our home: a full-size third-generation artificial pitch with new LED floodlights, two 7-a-side pitches, changing rooms, a small gym and a shaded terrace where parents can watch the sessions.</p><p>Las Dunas is a five-minute walk from the beach promenade, with free parking and a bus stop at the entrance.</p>",
  "venues_text_one_es": "<h2>Ciudad Deportiva Las Dunas, Estepona</h2><p>Nuestra casa: un campo de fútbol 11 de césped artificial de última generación con nueva iluminación LED, dos campos de fútbol 7, vestuarios, un pequeño gimnasio y una terraza a la sombra desde donde las familias pueden ver los entrenamientos.</p><p>Las Dunas está a cinco minutos a pie del paseo marítimo, con aparcamiento gratuito y parada de autobús en la entrada.</p>",
  "venues_text_one_ru": "<h2>Спортивный комплекс Las Dunas, Эстепона</h2><p>Наш дом: полноразмерное поле с искусственным газоном последнего поколения и новым светодиодным освещением, два поля для футбола 7×7, раздевалки, небольшой тренажёрный зал и терраса в тени, откуда родители могут смотреть тренировки.</p><p>Las Dunas находится в пяти минутах ходьбы от набережной, есть бесплатная парковка и автобусная остановка у входа.</p>",
  "venues_text_two_en": "<h2>Campo Los Naranjos, San Pedro Alcántara (Marbella)</h2><p>A natural grass pitch surrounded by orange trees, where our Performance group trains three evenings a week and plays its home matches. It is 20 minutes from Estepona by car along the A-7.</p><p>During the summer campus, residential players stay in a partner residence in Estepona, ten minutes from Las Dunas, with its own pool and 24-hour supervision.</p>",
  "venues_text_two_es": "<h2>Campo Los Naranjos, San Pedro Alcántara (Marbella)</h2><p>Un campo de césped natural rodeado de naranjos, donde nuestro grupo Performance entrena tres tardes por semana y juega sus partidos como local. Está a 20 minutos de Estepona en coche por la A-7.</p><p>Durante el campus de verano, los jugadores internos se alojan en una residencia colaboradora de Estepona, a diez minutos de Las Dunas, con piscina propia y supervisión las 24 horas.</p>",
  "venues_text_two_ru": "<h2>Поле Los Naranjos, Сан-Педро-Алькантара (Марбелья)</h2><p>Поле с натуральным газоном среди апельсиновых деревьев: здесь группа Performance тренируется три вечера в неделю и проводит домашние матчи. Дорога от Эстепоны на машине по трассе A-7 занимает 20 минут.</p><p>Во время летнего кэмпа участники программы с проживанием живут в партнёрской резиденции в Эстепоне, в десяти минутах от Las Dunas, с собственным бассейном и круглосуточным присмотром.</p>",
  "venues_image": "/storage/v1/object/public/media/venues/los-naranjos.webp",
  "hero_image": "/storage/v1/object/public/media/venues/hero.webp"
}$j$::jsonb),
('programmes', $j${
  "title_en": "Programmes and prices",
  "title_es": "Programas y precios",
  "title_ru": "Программы и цены",
  "text_en": "<p>From a first kick at six to the step into senior football at eighteen, every player trains in a group that fits their age and level. Groups are small, sessions last 75 to 105 minutes and every player is assessed twice a year.</p>",
  "text_es": "<p>Desde la primera patada a los seis años hasta el salto al fútbol senior a los dieciocho, cada jugador entrena en un grupo adecuado a su edad y nivel. Los grupos son reducidos, las sesiones duran entre 75 y 105 minutos y cada jugador recibe dos evaluaciones al año.</p>",
  "text_ru": "<p>От первого удара по мячу в шесть лет до перехода во взрослый футбол в восемнадцать — каждый игрок тренируется в группе, подходящей по возрасту и уровню. Группы небольшие, тренировка длится от 75 до 105 минут, а дважды в год каждый игрок проходит оценку.</p>",
  "text_two_en": "<p><strong>Not sure which group is right?</strong> Every new player is welcome to a free trial session. The coach will watch your child play and recommend a group and a plan; there is no registration fee and you can pay month by month.</p>",
  "text_two_es": "<p><strong>¿No sabes qué grupo es el adecuado?</strong> Todos los jugadores nuevos pueden venir a una sesión de prueba gratuita. El entrenador verá jugar a tu hijo o hija y os recomendará un grupo y un plan; no hay matrícula y se paga mes a mes.</p>",
  "text_two_ru": "<p><strong>Не знаете, какая группа подойдёт?</strong> Каждый новый игрок может прийти на бесплатную пробную тренировку. Тренер посмотрит, как играет ваш ребёнок, и посоветует группу и абонемент. Вступительного взноса нет, оплата помесячная.</p>",
  "text_two_image": "/storage/v1/object/public/media/programmes/illustration.webp",
  "subs_title_en": "Membership plans",
  "subs_title_es": "Cuotas",
  "subs_title_ru": "Абонементы",
  "subs_text_en": "<p>Monthly plans run from September to June and include training kit and federation insurance. Brothers and sisters get 10% off the second and every further plan.</p>",
  "subs_text_es": "<p>Las cuotas mensuales van de septiembre a junio e incluyen la equipación de entrenamiento y el seguro federativo. Los hermanos tienen un 10 % de descuento a partir de la segunda cuota.</p>",
  "subs_text_ru": "<p>Месячные абонементы действуют с сентября по июнь и включают тренировочную форму и страховку федерации. Для братьев и сестёр — скидка 10 % на второй и каждый следующий абонемент.</p>",
  "fourCards_title_en": "What every membership includes",
  "fourCards_title_es": "Qué incluye cada cuota",
  "fourCards_title_ru": "Что входит в каждый абонемент",
  "card_one_text_en": "Sessions led by UEFA-licensed coaches in groups of no more than 14 players.",
  "card_one_text_es": "Sesiones dirigidas por entrenadores con licencia UEFA en grupos de 14 jugadores como máximo.",
  "card_one_text_ru": "Тренировки с тренерами, имеющими лицензию UEFA, в группах не больше 14 игроков.",
  "card_two_text_en": "Tactics on the board and short video clips that help players understand the game.",
  "card_two_text_es": "Táctica en la pizarra y vídeos cortos que ayudan a entender el juego.",
  "card_two_text_ru": "Тактика на доске и короткие видео, которые помогают понимать игру.",
  "card_three_text_en": "League or friendly matches almost every weekend from September to June.",
  "card_three_text_es": "Partidos de liga o amistosos casi todos los fines de semana de septiembre a junio.",
  "card_three_text_ru": "Матчи лиги или товарищеские игры почти каждые выходные с сентября по июнь.",
  "card_four_text_en": "A written progress report each term and a meeting with the coach.",
  "card_four_text_es": "Un informe de progreso por escrito cada trimestre y una reunión con el entrenador.",
  "card_four_text_ru": "Письменный отчёт о прогрессе каждую четверть и встреча с тренером.",
  "card_one_img": "/storage/v1/object/public/media/programmes/card-1.webp",
  "card_two_img": "/storage/v1/object/public/media/programmes/card-2.webp",
  "card_three_img": "/storage/v1/object/public/media/programmes/card-3.webp",
  "card_four_img": "/storage/v1/object/public/media/programmes/card-4.webp"
}$j$::jsonb),
('news', $j${
  "title_en": "Academy news",
  "title_es": "Noticias de la academia",
  "title_ru": "Новости академии"
}$j$::jsonb),
('contacts', $j${
  "title_en": "Contact us",
  "title_es": "Contacto",
  "title_ru": "Контакты",
  "text_en": "<p>The quickest way to reach us is WhatsApp: a coordinator answers in English, Spanish or Russian, usually within a few hours. You can also write to <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a> or call us.</p><p><strong>Office hours:</strong> Monday to Friday, 10:00–13:30 and 17:00–20:30. During the summer campus the office is also open on Saturdays.</p><p>Would you like to book a free trial session? Tell us the player's name, date of birth and experience, and we will suggest a day.</p>",
  "text_es": "<p>La forma más rápida de contactar con nosotros es WhatsApp: un coordinador responde en español, inglés o ruso, normalmente en pocas horas. También puedes escribirnos a <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a> o llamarnos.</p><p><strong>Horario de oficina:</strong> de lunes a viernes, de 10:00 a 13:30 y de 17:00 a 20:30. Durante el campus de verano la oficina abre también los sábados.</p><p>¿Quieres reservar una sesión de prueba gratuita? Indícanos el nombre del jugador, su fecha de nacimiento y su experiencia, y te propondremos un día.</p>",
  "text_ru": "<p>Быстрее всего с нами можно связаться в WhatsApp: координатор отвечает на русском, испанском или английском, обычно в течение нескольких часов. Также можно написать на <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a> или позвонить.</p><p><strong>Часы работы офиса:</strong> с понедельника по пятницу, 10:00–13:30 и 17:00–20:30. Во время летнего кэмпа офис работает и по субботам.</p><p>Хотите записаться на бесплатную пробную тренировку? Сообщите имя игрока, дату рождения и опыт — мы предложим удобный день.</p>"
}$j$::jsonb)
on conflict (key) do update set content = excluded.content;

insert into public.pages (key, content) values
('camps', $j${
  "title_en": "Training camps for clubs",
  "title_es": "Stages para clubes",
  "title_ru": "Тренировочные сборы для клубов",
  "intro_en": "<p>Bring your team to the Costa del Sol. We organise pre-season and mid-season training camps for youth and amateur clubs: pitches, accommodation, friendly matches and transport in one package, arranged by people who live and breathe football here.</p>",
  "intro_es": "<p>Trae a tu equipo a la Costa del Sol. Organizamos stages de pretemporada y de mitad de temporada para clubes de fútbol base y aficionados: campos, alojamiento, partidos amistosos y transporte en un solo paquete, preparado por gente que vive el fútbol aquí cada día.</p>",
  "intro_ru": "<p>Привозите свою команду на Коста-дель-Соль. Мы организуем предсезонные и межсезонные сборы для детских, юношеских и любительских клубов: поля, проживание, товарищеские матчи и транспорт в одном пакете — от людей, которые живут футболом здесь каждый день.</p>",
  "text_en": "<p>Every year more than 40 clubs from Norway, Sweden, Germany, the Netherlands, the United Kingdom, Ukraine and the United States train with us. Winter temperatures around 18 °C and pitches a few minutes from the sea make the Costa del Sol one of Europe's favourite destinations for winter training.</p><p>We adapt each camp to the level and budget of the club: from under-10 teams on their first trip abroad to senior amateur squads preparing for the new season.</p>",
  "text_es": "<p>Cada año entrenan con nosotros más de 40 clubes de Noruega, Suecia, Alemania, Países Bajos, Reino Unido, Ucrania y Estados Unidos. Con temperaturas de unos 18 °C en invierno y campos a pocos minutos del mar, la Costa del Sol es uno de los destinos favoritos de Europa para entrenar en invierno.</p><p>Adaptamos cada stage al nivel y al presupuesto del club: desde equipos benjamines en su primer viaje al extranjero hasta plantillas senior aficionadas que preparan la nueva temporada.</p>",
  "text_ru": "<p>Каждый год у нас тренируются более 40 клубов из Норвегии, Швеции, Германии, Нидерландов, Великобритании, Украины и США. Около +18 °C зимой и поля в нескольких минутах от моря делают Коста-дель-Соль одним из самых популярных в Европе мест для зимних сборов.</p><p>Мы подстраиваем каждый сбор под уровень и бюджет клуба: от команд U10 в их первой зарубежной поездке до взрослых любительских составов, готовящихся к новому сезону.</p>",
  "first_bullets_header_en": "What your camp includes",
  "first_bullets_header_es": "Qué incluye tu stage",
  "first_bullets_header_ru": "Что входит в сбор",
  "bullit_one_header_en": "Quality pitches",
  "bullit_one_header_es": "Campos de calidad",
  "bullit_one_header_ru": "Качественные поля",
  "bullit_one_text_en": "Natural and artificial grass pitches with floodlights and changing rooms, booked in your team's own time slots.",
  "bullit_one_text_es": "Campos de césped natural y artificial con iluminación y vestuarios, reservados en horarios exclusivos para tu equipo.",
  "bullit_one_text_ru": "Поля с натуральным и искусственным газоном, с освещением и раздевалками, забронированные в отдельное время для вашей команды.",
  "bullit_two_header_en": "Friendly matches",
  "bullit_two_header_es": "Partidos amistosos",
  "bullit_two_header_ru": "Товарищеские матчи",
  "bullit_two_text_en": "Games against local academies and visiting clubs of the same age and level, with qualified referees.",
  "bullit_two_text_es": "Partidos contra academias locales y clubes visitantes de la misma edad y nivel, con árbitros federados.",
  "bullit_two_text_ru": "Игры с местными академиями и приезжими клубами того же возраста и уровня, с квалифицированными судьями.",
  "bullit_three_header_en": "Accommodation by the beach",
  "bullit_three_header_es": "Alojamiento junto a la playa",
  "bullit_three_header_ru": "Проживание у моря",
  "bullit_three_text_en": "Hotels and apartments 5 to 15 minutes from the pitches, with half or full board adapted to athletes.",
  "bullit_three_text_es": "Hoteles y apartamentos a entre 5 y 15 minutos de los campos, con media pensión o pensión completa adaptada a deportistas.",
  "bullit_three_text_ru": "Отели и апартаменты в 5–15 минутах от полей, полупансион или полный пансион с питанием для спортсменов.",
  "bullit_four_header_en": "Sessions with our coaches",
  "bullit_four_header_es": "Sesiones con nuestros entrenadores",
  "bullit_four_header_ru": "Тренировки с нашими тренерами",
  "bullit_four_text_en": "Guest sessions led by our UEFA-licensed coaches for your players, and workshops for your own staff.",
  "bullit_four_text_es": "Sesiones dirigidas por nuestros entrenadores con licencia UEFA para tus jugadores y talleres para tu cuerpo técnico.",
  "bullit_four_text_ru": "Тренировки для ваших игроков с нашими тренерами с лицензией UEFA и семинары для вашего тренерского штаба.",
  "bullit_five_header_en": "Free-time programme",
  "bullit_five_header_es": "Programa de ocio",
  "bullit_five_header_ru": "Досуг",
  "bullit_five_text_en": "Beach afternoons, a water park, a LaLiga stadium tour or a day trip to Ronda or Gibraltar.",
  "bullit_five_text_es": "Tardes de playa, parque acuático, visita a un estadio de LaLiga o excursión a Ronda o Gibraltar.",
  "bullit_five_text_ru": "Пляж, аквапарк, экскурсия на стадион клуба Ла Лиги или поездка в Ронду или Гибралтар.",
  "services_header_en": "Services",
  "services_header_es": "Servicios",
  "services_header_ru": "Услуги",
  "bullit_six_header_en": "Transport",
  "bullit_six_header_es": "Transporte",
  "bullit_six_header_ru": "Транспорт",
  "bullit_six_text_en": "Transfers from Málaga airport and a private coach for every trip during the camp.",
  "bullit_six_text_es": "Traslados desde el aeropuerto de Málaga y autobús privado para todos los desplazamientos del stage.",
  "bullit_six_text_ru": "Трансфер из аэропорта Малаги и собственный автобус для всех поездок во время сбора.",
  "bullit_seven_header_en": "A personal coordinator",
  "bullit_seven_header_es": "Un coordinador personal",
  "bullit_seven_header_ru": "Личный координатор",
  "bullit_seven_text_en": "One contact person before and during the camp, available around the clock in English, Spanish or Russian.",
  "bullit_seven_text_es": "Una persona de contacto antes y durante el stage, disponible a cualquier hora en español, inglés o ruso.",
  "bullit_seven_text_ru": "Один контактный человек до и во время сбора, на связи круглосуточно на русском, испанском или английском.",
  "dates_title_en": "Dates and rates",
  "dates_title_es": "Fechas y tarifas",
  "dates_title_ru": "Даты и цены",
  "text_contacts_en": "<p>Camps run from September to June; the most popular weeks are in February, March and around Easter. A typical five-night package with full board, daily pitch time and two friendly matches costs from <strong>€390 per player</strong>, and one coach travels free with every 15 players.</p><p>Tell us your dates, group size and level by e-mail or WhatsApp, and we will send you a tailored offer within 48 hours.</p>",
  "text_contacts_es": "<p>Los stages se organizan de septiembre a junio; las semanas más solicitadas son las de febrero, marzo y Semana Santa. Un paquete típico de cinco noches con pensión completa, campo a diario y dos partidos amistosos cuesta desde <strong>390 € por jugador</strong>, y un entrenador viaja gratis por cada 15 jugadores.</p><p>Cuéntanos por correo electrónico o WhatsApp tus fechas, el tamaño del grupo y el nivel, y te enviaremos una oferta a medida en 48 horas.</p>",
  "text_contacts_ru": "<p>Сборы проводятся с сентября по июнь, самые востребованные недели — в феврале, марте и на Пасху. Типичный пакет на пять ночей с полным пансионом, ежедневными тренировками на поле и двумя товарищескими матчами стоит от <strong>390 € за игрока</strong>, а на каждые 15 игроков один тренер едет бесплатно.</p><p>Напишите нам по электронной почте или в WhatsApp даты, количество человек и уровень команды — и в течение 48 часов мы пришлём индивидуальное предложение.</p>",
  "hero_image": "/storage/v1/object/public/media/camps/hero.webp"
}$j$::jsonb),
('campus', $j${
  "title_en": "Summer campus",
  "title_es": "Campus de verano",
  "title_ru": "Летний футбольный кэмп",
  "intro_en": "<p>A week of football by the Mediterranean for boys and girls aged 6 to 17, from beginners to club players. Train twice a day with our coaches, make friends from all over the world and go home a better player.</p>",
  "intro_es": "<p>Una semana de fútbol junto al Mediterráneo para chicos y chicas de 6 a 17 años, desde principiantes hasta jugadores federados. Entrena dos veces al día con nuestros entrenadores, haz amigos de todo el mundo y vuelve a casa siendo mejor jugador.</p>",
  "intro_ru": "<p>Неделя футбола на берегу Средиземного моря для мальчиков и девочек от 6 до 17 лет — от новичков до игроков клубных команд. Тренируйся дважды в день с нашими тренерами, находи друзей со всего мира и возвращайся домой более сильным игроком.</p>",
  "text_en": "<p>The campus runs for six weeks from the end of June to the beginning of August at Ciudad Deportiva Las Dunas in Estepona. Choose the <strong>day campus</strong> (Monday to Friday, 09:30–16:30) or the <strong>residential campus</strong> (Sunday to Saturday, full board in a supervised residence ten minutes from the pitches).</p><p>Players are grouped by age and level on the first morning. Goalkeepers follow their own programme with our goalkeeper coach and join the team sessions in the afternoon.</p>",
  "text_es": "<p>El campus se celebra durante seis semanas, de finales de junio a principios de agosto, en la Ciudad Deportiva Las Dunas de Estepona. Elige el <strong>campus externo</strong> (de lunes a viernes, de 9:30 a 16:30) o el <strong>campus interno</strong> (de domingo a sábado, pensión completa en una residencia supervisada a diez minutos de los campos).</p><p>El primer día por la mañana se forman los grupos por edad y nivel. Los porteros siguen su propio programa con nuestra entrenadora de porteros y se unen a las sesiones de equipo por la tarde.</p>",
  "text_ru": "<p>Кэмп проходит шесть недель — с конца июня до начала августа — на стадионе Las Dunas в Эстепоне. Выберите <strong>дневной формат</strong> (с понедельника по пятницу, 9:30–16:30) или <strong>формат с проживанием</strong> (с воскресенья по субботу, полный пансион в резиденции под присмотром, в десяти минутах от полей).</p><p>В первое утро игроков распределяют по группам в зависимости от возраста и уровня. Вратари занимаются по своей программе с нашим тренером вратарей, а после обеда присоединяются к командным тренировкам.</p>",
  "start_date": "2027-06-30",
  "discounts_title_en": "Discounts",
  "discounts_title_es": "Descuentos",
  "discounts_title_ru": "Скидки",
  "campus_image": "/storage/v1/object/public/media/campus/campus.webp",
  "hero_image": "/storage/v1/object/public/media/campus/hero.webp",
  "cards_en": [
    { "title": "Player · Day campus", "tags": ["Ages 6–17", "Mon–Fri", "09:30–16:30"], "content": ["Two training sessions a day with UEFA-licensed coaches", "Lunch, fruit and drinks", "Campus kit: two shirts, shorts and socks", "Pool afternoon on Fridays", "Personal report at the end of the week"], "note": "Drop-off from 09:00 at Las Dunas.", "role": "PLAYER", "type": "EXTERNAL" },
    { "title": "Player · Residential campus", "tags": ["Ages 10–17", "Sunday to Saturday", "Full board"], "content": ["Everything in the day campus", "Six nights in rooms of 2–3 players, supervised 24 hours a day", "Breakfast, lunch, snack and dinner", "Spanish lessons every morning", "Beach trip and a LaLiga stadium tour"], "note": "Transfers from Málaga airport included.", "role": "PLAYER", "type": "INTERNAL" },
    { "title": "Goalkeeper · Day campus", "tags": ["Ages 9–17", "Mon–Fri", "Goalkeeper coach"], "content": ["A goalkeeper session every morning with Carmen Vidal", "Team sessions in the afternoon", "Lunch, fruit and drinks", "Training gloves and campus kit", "Video review of your saves"], "note": "At most 12 goalkeepers per week.", "role": "GOALKEEPER", "type": "EXTERNAL" },
    { "title": "Goalkeeper · Residential campus", "tags": ["Ages 10–17", "Sunday to Saturday", "Full board"], "content": ["Everything in the goalkeeper day campus", "Six nights in rooms of 2–3 players, supervised 24 hours a day", "Breakfast, lunch, snack and dinner", "Spanish lessons every morning", "Beach trip and a LaLiga stadium tour"], "note": "Transfers from Málaga airport included. At most 12 goalkeepers per week.", "role": "GOALKEEPER", "type": "INTERNAL" }
  ],
  "cards_es": [
    { "title": "Jugador · Campus externo", "tags": ["De 6 a 17 años", "Lunes a viernes", "9:30–16:30"], "content": ["Dos sesiones diarias con entrenadores con licencia UEFA", "Comida, fruta y bebidas", "Equipación del campus: dos camisetas, pantalón y medias", "Tarde de piscina los viernes", "Informe personal al final de la semana"], "note": "Entrada a partir de las 9:00 en Las Dunas.", "role": "PLAYER", "type": "EXTERNAL" },
    { "title": "Jugador · Campus interno", "tags": ["De 10 a 17 años", "Domingo a sábado", "Pensión completa"], "content": ["Todo lo del campus externo", "Seis noches en habitaciones de 2–3 jugadores, con supervisión las 24 horas", "Desayuno, comida, merienda y cena", "Clases de español cada mañana", "Excursión a la playa y visita a un estadio de LaLiga"], "note": "Traslados desde el aeropuerto de Málaga incluidos.", "role": "PLAYER", "type": "INTERNAL" },
    { "title": "Portero · Campus externo", "tags": ["De 9 a 17 años", "Lunes a viernes", "Entrenadora de porteros"], "content": ["Sesión de porteros cada mañana con Carmen Vidal", "Sesiones con el equipo por la tarde", "Comida, fruta y bebidas", "Guantes de entrenamiento y equipación del campus", "Análisis en vídeo de tus paradas"], "note": "Máximo 12 porteros por semana.", "role": "GOALKEEPER", "type": "EXTERNAL" },
    { "title": "Portero · Campus interno", "tags": ["De 10 a 17 años", "Domingo a sábado", "Pensión completa"], "content": ["Todo lo del campus externo de porteros", "Seis noches en habitaciones de 2–3 jugadores, con supervisión las 24 horas", "Desayuno, comida, merienda y cena", "Clases de español cada mañana", "Excursión a la playa y visita a un estadio de LaLiga"], "note": "Traslados desde el aeropuerto de Málaga incluidos. Máximo 12 porteros por semana.", "role": "GOALKEEPER", "type": "INTERNAL" }
  ],
  "cards_ru": [
    { "title": "Полевой игрок · Дневной кэмп", "tags": ["6–17 лет", "Пн–Пт", "9:30–16:30"], "content": ["Две тренировки в день с тренерами с лицензией UEFA", "Обед, фрукты и напитки", "Форма кэмпа: две футболки, шорты и гетры", "По пятницам — бассейн", "Персональный отчёт в конце недели"], "note": "Приём детей с 9:00 на стадионе Las Dunas.", "role": "PLAYER", "type": "EXTERNAL" },
    { "title": "Полевой игрок · Кэмп с проживанием", "tags": ["10–17 лет", "С воскресенья по субботу", "Полный пансион"], "content": ["Всё, что входит в дневной кэмп", "Шесть ночей в комнатах на 2–3 человека под круглосуточным присмотром", "Завтрак, обед, полдник и ужин", "Уроки испанского каждое утро", "Поездка на пляж и экскурсия на стадион клуба Ла Лиги"], "note": "Трансфер из аэропорта Малаги включён.", "role": "PLAYER", "type": "INTERNAL" },
    { "title": "Вратарь · Дневной кэмп", "tags": ["9–17 лет", "Пн–Пт", "Тренер вратарей"], "content": ["Каждое утро вратарская тренировка с Кармен Видаль", "После обеда — тренировки с командой", "Обед, фрукты и напитки", "Тренировочные перчатки и форма кэмпа", "Видеоразбор ваших сейвов"], "note": "Не более 12 вратарей в неделю.", "role": "GOALKEEPER", "type": "EXTERNAL" },
    { "title": "Вратарь · Кэмп с проживанием", "tags": ["10–17 лет", "С воскресенья по субботу", "Полный пансион"], "content": ["Всё, что входит в дневной вратарский кэмп", "Шесть ночей в комнатах на 2–3 человека под круглосуточным присмотром", "Завтрак, обед, полдник и ужин", "Уроки испанского каждое утро", "Поездка на пляж и экскурсия на стадион клуба Ла Лиги"], "note": "Трансфер из аэропорта Малаги включён. Не более 12 вратарей в неделю.", "role": "GOALKEEPER", "type": "INTERNAL" }
  ],
  "extras_en": [
    { "text": "Málaga airport transfer, each way (day campus)", "price": 55 },
    { "text": "Extra night before or after the campus", "price": 85 },
    { "text": "Laundry service, per week", "price": 25 },
    { "text": "Private session with a coach (1 hour)", "price": 45 },
    { "text": "Match video with personal highlights", "price": 35 },
    { "text": "Extra campus kit (shirt, shorts and socks)", "price": 40 }
  ],
  "extras_es": [
    { "text": "Traslado al aeropuerto de Málaga, por trayecto (campus externo)", "price": 55 },
    { "text": "Noche adicional antes o después del campus", "price": 85 },
    { "text": "Servicio de lavandería, por semana", "price": 25 },
    { "text": "Sesión individual con un entrenador (1 hora)", "price": 45 },
    { "text": "Vídeo del partido con tus mejores jugadas", "price": 35 },
    { "text": "Equipación adicional del campus (camiseta, pantalón y medias)", "price": 40 }
  ],
  "extras_ru": [
    { "text": "Трансфер из аэропорта Малаги, в одну сторону (дневной кэмп)", "price": 55 },
    { "text": "Дополнительная ночь до или после кэмпа", "price": 85 },
    { "text": "Стирка, за неделю", "price": 25 },
    { "text": "Индивидуальная тренировка с тренером (1 час)", "price": 45 },
    { "text": "Видео матча с вашими лучшими моментами", "price": 35 },
    { "text": "Дополнительный комплект формы (футболка, шорты и гетры)", "price": 40 }
  ],
  "discounts_en": [
    { "text": "Booking before the end of February", "discount": 10 },
    { "text": "Two weeks or more", "discount": 8 },
    { "text": "SierraMar academy members", "discount": 15 }
  ],
  "discounts_es": [
    { "text": "Reservas antes de que termine febrero", "discount": 10 },
    { "text": "Dos semanas o más", "discount": 8 },
    { "text": "Jugadores de la academia SierraMar", "discount": 15 }
  ],
  "discounts_ru": [
    { "text": "Бронирование до конца февраля", "discount": 10 },
    { "text": "Две недели и больше", "discount": 8 },
    { "text": "Игроки академии SierraMar", "discount": 15 }
  ],
  "goals_en": [
    { "sectionTitle": "Technique and tactics", "items": ["Ball control and first touch under pressure", "Passing and finishing with both feet", "Positioning and decisions in small-sided games"], "subsections": [{ "title": "Outfield players", "items": ["Dribbling and one-against-one duels", "Attacking combinations"] }, { "title": "Goalkeepers", "items": ["Handling and diving technique", "Crosses and one-against-one situations"] }] },
    { "sectionTitle": "Fitness and health", "items": ["Speed, agility and coordination", "Injury-prevention routines", "Hydration and nutrition in the summer heat"], "subsections": [{ "title": "Recovery", "items": ["Pool sessions", "Stretching and mobility"] }] },
    { "sectionTitle": "Personal growth", "items": ["Confidence and team spirit", "Independence and responsibility", "Friends from all over the world"], "subsections": [{ "title": "Languages", "items": ["Daily Spanish lessons (residential campus)", "Coaching in English, Spanish and Russian"] }] }
  ],
  "goals_es": [
    { "sectionTitle": "Técnica y táctica", "items": ["Control del balón y primer toque bajo presión", "Pase y finalización con las dos piernas", "Colocación y toma de decisiones en partidos reducidos"], "subsections": [{ "title": "Jugadores de campo", "items": ["Regate y duelos uno contra uno", "Combinaciones en ataque"] }, { "title": "Porteros", "items": ["Blocaje y técnica de estirada", "Centros y situaciones de uno contra uno"] }] },
    { "sectionTitle": "Condición física y salud", "items": ["Velocidad, agilidad y coordinación", "Rutinas de prevención de lesiones", "Hidratación y alimentación con el calor del verano"], "subsections": [{ "title": "Recuperación", "items": ["Sesiones en la piscina", "Estiramientos y movilidad"] }] },
    { "sectionTitle": "Crecimiento personal", "items": ["Confianza y espíritu de equipo", "Autonomía y responsabilidad", "Amigos de todo el mundo"], "subsections": [{ "title": "Idiomas", "items": ["Clases de español cada día (campus interno)", "Entrenamientos en español, inglés y ruso"] }] }
  ],
  "goals_ru": [
    { "sectionTitle": "Техника и тактика", "items": ["Контроль мяча и первое касание под давлением", "Передачи и удары обеими ногами", "Выбор позиции и принятие решений в играх в малых составах"], "subsections": [{ "title": "Полевые игроки", "items": ["Дриблинг и единоборства один в один", "Атакующие комбинации"] }, { "title": "Вратари", "items": ["Ловля мяча и техника прыжка", "Игра на навесах и выходы один на один"] }] },
    { "sectionTitle": "Физическая подготовка и здоровье", "items": ["Скорость, ловкость и координация", "Упражнения для профилактики травм", "Питьевой режим и питание в летнюю жару"], "subsections": [{ "title": "Восстановление", "items": ["Занятия в бассейне", "Растяжка и мобильность"] }] },
    { "sectionTitle": "Личностный рост", "items": ["Уверенность в себе и командный дух", "Самостоятельность и ответственность", "Друзья со всего мира"], "subsections": [{ "title": "Языки", "items": ["Ежедневные уроки испанского (кэмп с проживанием)", "Тренировки на русском, испанском и английском"] }] }
  ]
}$j$::jsonb)
on conflict (key) do update set content = excluded.content;

-- The demo campus always starts on the coming June 30, so the banner never names a past day.
update public.pages
set content = content || jsonb_build_object('start_date', to_char(
  make_date(
    extract(year from current_date)::integer
      + case when current_date > make_date(extract(year from current_date)::integer, 6, 30) then 1 else 0 end,
    6, 30
  ), 'YYYY-MM-DD'))
where key = 'campus';

-- Legal pages: a cookie policy and a privacy policy under EU and Spanish law (GDPR, LOPDGDD,
-- LSSI-CE), written for this demo academy.
insert into public.pages (key, content) values
('cookies', $j${
  "title_en": "Cookie policy",
  "title_es": "Política de cookies",
  "title_ru": "Политика использования файлов cookie",
  "text_en": "<p><em>Last updated: 23 November 2026</em></p><h2>1. What cookies are</h2><p>Cookies are small files that a website stores in your browser. Similar technologies, such as the browser's local storage, work in the same way. This policy explains which of them this website uses and why, in accordance with Article 22.2 of Spanish Law 34/2002 on Information Society Services (LSSI-CE) and the General Data Protection Regulation (GDPR).</p><h2>2. Who is responsible</h2><p>SierraMar Sports Academy S.L., CIF B-93512874, Calle Terraza 86, local 2, 29680 Estepona (Málaga), Spain. E-mail: <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a>.</p><h2>3. What we use</h2><p>This website uses only <strong>technical storage that is strictly necessary</strong> for it to work. It does not require your consent:</p><ul><li><strong>Preferred language</strong> (local storage): remembers whether you chose English, Spanish or Russian. It stays in your browser until you delete it.</li><li><strong>Staff session</strong> (local storage): only for academy staff who sign in to the back office; it is removed when they sign out or the session expires.</li><li><strong>Your cookie choice</strong> (cookie <code>site_consent</code>): remembers whether you accepted or rejected third-party content in the cookie banner, so we do not ask again on every page. It expires after six months, when we ask again.</li></ul><p>We do <strong>not</strong> use analytics, advertising or profiling cookies, and we do not share browsing data with anyone.</p><h2>4. Third-party content</h2><p>The map on the Contacts page is loaded from OpenStreetMap only after you accept third-party content in the cookie banner, or click to show it; until then OpenStreetMap receives nothing from your visit. Links to YouTube, TikTok, Instagram, Facebook and WhatsApp take you to those services, which apply their own cookie policies once you are there.</p><h2>5. How to delete or block cookies</h2><p>You can delete stored data and block cookies at any time in your browser's settings (Chrome, Firefox, Safari, Edge and others explain how in their help pages). If you delete the language preference, the website will simply show English again until you choose another language.</p><h2>6. Changes</h2><p>You can change your choice at any time under “Cookie settings” at the bottom of every page. If we ever add cookies that need your consent, we will ask for it first and update this page.</p>",
  "text_es": "<p><em>Última actualización: 23 de noviembre de 2026</em></p><h2>1. Qué son las cookies</h2><p>Las cookies son pequeños archivos que un sitio web guarda en tu navegador. Otras tecnologías similares, como el almacenamiento local del navegador, funcionan de la misma manera. Esta política explica cuáles utiliza este sitio web y con qué finalidad, de acuerdo con el artículo 22.2 de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), y con el Reglamento General de Protección de Datos (RGPD).</p><h2>2. Responsable</h2><p>SierraMar Sports Academy S.L., CIF B-93512874, Calle Terraza 86, local 2, 29680 Estepona (Málaga), España. Correo electrónico: <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a>.</p><h2>3. Qué utilizamos</h2><p>Este sitio web utiliza únicamente <strong>almacenamiento técnico estrictamente necesario</strong> para su funcionamiento, que no requiere tu consentimiento:</p><ul><li><strong>Idioma preferido</strong> (almacenamiento local): recuerda si has elegido español, inglés o ruso. Permanece en tu navegador hasta que lo borres.</li><li><strong>Sesión del personal</strong> (almacenamiento local): solo para el personal de la academia que accede al panel de gestión; se elimina al cerrar la sesión o cuando esta caduca.</li><li><strong>Tu elección sobre cookies</strong> (cookie <code>site_consent</code>): recuerda si has aceptado o rechazado el contenido de terceros en el aviso de cookies, para no preguntarte en cada página. Caduca a los seis meses, y entonces te lo volvemos a preguntar.</li></ul><p><strong>No</strong> utilizamos cookies analíticas, publicitarias ni de elaboración de perfiles, y no compartimos datos de navegación con nadie.</p><h2>4. Contenidos de terceros</h2><p>El mapa de la página de Contacto se carga desde OpenStreetMap solo después de que aceptes el contenido de terceros en el aviso de cookies o hagas clic para mostrarlo; hasta entonces OpenStreetMap no recibe nada de tu visita. Los enlaces a YouTube, TikTok, Instagram, Facebook y WhatsApp te llevan a esos servicios, que aplican sus propias políticas de cookies.</p><h2>5. Cómo borrar o bloquear las cookies</h2><p>Puedes borrar los datos almacenados y bloquear las cookies en cualquier momento desde la configuración de tu navegador (Chrome, Firefox, Safari, Edge y otros lo explican en sus páginas de ayuda). Si borras la preferencia de idioma, el sitio volverá a mostrarse en inglés hasta que elijas otro idioma.</p><h2>6. Cambios</h2><p>Puedes cambiar tu elección en cualquier momento en «Configuración de cookies», al pie de cada página. Si en el futuro añadimos cookies que necesiten tu consentimiento, te lo pediremos antes y actualizaremos esta página.</p>",
  "text_ru": "<p><em>Последнее обновление: 23 ноября 2026 г.</em></p><h2>1. Что такое файлы cookie</h2><p>Файлы cookie — это небольшие файлы, которые сайт сохраняет в вашем браузере. Похожие технологии, например локальное хранилище браузера, работают так же. Эта политика объясняет, какие из них использует наш сайт и зачем, в соответствии со статьёй 22.2 испанского Закона 34/2002 об услугах информационного общества (LSSI-CE) и Общим регламентом ЕС по защите данных (GDPR).</p><h2>2. Ответственное лицо</h2><p>SierraMar Sports Academy S.L., CIF B-93512874, Calle Terraza 86, local 2, 29680 Эстепона (Малага), Испания. Эл. почта: <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a>.</p><h2>3. Что мы используем</h2><p>Сайт использует только <strong>технически необходимое хранилище</strong>, без которого он не может работать. Для него ваше согласие не требуется:</p><ul><li><strong>Выбранный язык</strong> (локальное хранилище): запоминает, выбрали ли вы русский, испанский или английский. Хранится в браузере, пока вы его не удалите.</li><li><strong>Сессия сотрудника</strong> (локальное хранилище): только для сотрудников академии, которые входят в панель управления; удаляется при выходе или по истечении сессии.</li><li><strong>Ваш выбор о cookie</strong> (файл cookie <code>site_consent</code>): запоминает, приняли вы или отклонили сторонний контент в уведомлении о cookie, чтобы не спрашивать на каждой странице. Через шесть месяцев срок истекает, и мы спросим снова.</li></ul><p>Мы <strong>не</strong> используем аналитические, рекламные или профилирующие файлы cookie и ни с кем не делимся данными о посещениях.</p><h2>4. Сторонний контент</h2><p>Карта на странице «Контакты» загружается с OpenStreetMap только после того, как вы разрешите сторонний контент в уведомлении о cookie или нажмёте, чтобы её показать; до этого OpenStreetMap ничего не получает о вашем визите. Ссылки на YouTube, TikTok, Instagram, Facebook и WhatsApp ведут на эти сервисы, которые применяют собственные политики cookie.</p><h2>5. Как удалить или заблокировать cookie</h2><p>Вы можете в любой момент удалить сохранённые данные и заблокировать cookie в настройках браузера (Chrome, Firefox, Safari, Edge и другие браузеры объясняют это в своих справочных разделах). Если удалить настройку языка, сайт снова откроется на английском, пока вы не выберете другой язык.</p><h2>6. Изменения</h2><p>Изменить выбор можно в любой момент в разделе «Настройки cookie» внизу каждой страницы. Если мы когда-нибудь добавим файлы cookie, для которых нужно ваше согласие, мы сначала попросим его и обновим эту страницу.</p>"
}$j$::jsonb),
('privacy', $j${
  "title_en": "Privacy policy",
  "title_es": "Política de privacidad",
  "title_ru": "Политика конфиденциальности",
  "text_en": "<p><em>Last updated: 1 September 2025</em></p><h2>1. Data controller</h2><p>SierraMar Sports Academy S.L. (“SierraMar”), CIF B-93512874, registered office at Calle Terraza 86, local 2, 29680 Estepona (Málaga), Spain, registered in the Mercantile Registry of Málaga. Contact for privacy matters: <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a>, phone +34 952 80 47 15.</p><h2>2. What data we process and why</h2><ul><li><strong>Enquiries</strong> you send us by e-mail, WhatsApp or phone: your name, contact details and the content of your message, to answer you.</li><li><strong>Player registration</strong> for training, campus or camps: the player's and parents' or guardians' identification and contact details, date of birth, club history and emergency contacts, to organise the activity and register players with the Andalusian Football Federation.</li><li><strong>Health information</strong> (allergies, medical conditions, medication), only when you provide it, to look after the player safely.</li><li><strong>Photos and videos</strong> taken during sessions and events, published only with the express consent of the parents or guardians.</li><li><strong>Billing data</strong> needed to issue invoices and collect fees.</li></ul><h2>3. Legal basis</h2><p>We process data to perform the contract you sign with us (Article 6.1.b GDPR), to comply with legal obligations such as tax and federation rules (Article 6.1.c), on the basis of your consent for photos, videos and health information (Articles 6.1.a and 9.2.a), and on our legitimate interest in answering enquiries (Article 6.1.f).</p><h2>4. Minors</h2><p>Most of our players are minors. In accordance with Article 7 of Spanish Organic Law 3/2018 on Data Protection and Digital Rights (LOPDGDD), data of children under 14 is processed only with the consent of their parents or guardians, who may exercise the child's rights on their behalf.</p><h2>5. How long we keep data</h2><p>We keep registration and billing data for as long as the player trains with us and then for the periods required by law (generally six years for accounting records). Enquiries that do not lead to a registration are deleted after one year. Photos and videos are kept until consent is withdrawn.</p><h2>6. Who receives the data</h2><p>Data is shared only when necessary: with the Royal Andalusian Football Federation and the competition organisers, with the insurer of the sports activity, with tax authorities when required, and with service providers that process data on our behalf (web hosting in the European Union, accounting advice) under a data processing agreement. When you contact us through WhatsApp, Meta Platforms processes the messages under its own terms and the EU standard contractual clauses.</p><h2>7. Your rights</h2><p>You may request access to your data, its rectification or erasure, restriction of or objection to its processing, and data portability, and you may withdraw your consent at any time, by writing to <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a> with a copy of an identity document. If you believe we have not respected your rights, you may lodge a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos, <a href=\"https://www.aepd.es\">www.aepd.es</a>).</p><h2>8. Security</h2><p>We apply technical and organisational measures appropriate to the risk: access limited to the staff who need it, encrypted connections, backups and regular reviews of who can see what.</p><h2>9. Changes to this policy</h2><p>We may update this policy when the law or our activities change. The date at the top shows the latest version.</p>",
  "text_es": "<p><em>Última actualización: 1 de septiembre de 2025</em></p><h2>1. Responsable del tratamiento</h2><p>SierraMar Sports Academy S.L. («SierraMar»), CIF B-93512874, con domicilio social en Calle Terraza 86, local 2, 29680 Estepona (Málaga), España, inscrita en el Registro Mercantil de Málaga. Contacto para cuestiones de privacidad: <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a>, teléfono +34 952 80 47 15.</p><h2>2. Qué datos tratamos y para qué</h2><ul><li><strong>Consultas</strong> que nos envías por correo electrónico, WhatsApp o teléfono: tu nombre, datos de contacto y el contenido del mensaje, para responderte.</li><li><strong>Inscripción de jugadores</strong> en entrenamientos, campus o stages: datos identificativos y de contacto del jugador y de sus padres o tutores, fecha de nacimiento, historial deportivo y contactos de emergencia, para organizar la actividad y tramitar la licencia federativa ante la Real Federación Andaluza de Fútbol.</li><li><strong>Datos de salud</strong> (alergias, enfermedades, medicación), solo si nos los facilitas, para cuidar del jugador con seguridad.</li><li><strong>Fotografías y vídeos</strong> tomados en entrenamientos y eventos, que solo se publican con el consentimiento expreso de los padres o tutores.</li><li><strong>Datos de facturación</strong> necesarios para emitir facturas y cobrar las cuotas.</li></ul><h2>3. Base jurídica</h2><p>Tratamos los datos para ejecutar el contrato que firmas con nosotros (artículo 6.1.b del RGPD), para cumplir obligaciones legales como las fiscales y federativas (artículo 6.1.c), sobre la base de tu consentimiento para fotografías, vídeos y datos de salud (artículos 6.1.a y 9.2.a) y por nuestro interés legítimo en responder a las consultas (artículo 6.1.f).</p><h2>4. Menores de edad</h2><p>La mayoría de nuestros jugadores son menores. Conforme al artículo 7 de la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD), los datos de los menores de 14 años solo se tratan con el consentimiento de sus padres o tutores, que pueden ejercer los derechos del menor en su nombre.</p><h2>5. Plazo de conservación</h2><p>Conservamos los datos de inscripción y facturación mientras el jugador entrene con nosotros y, después, durante los plazos que exige la ley (con carácter general, seis años para la documentación contable). Las consultas que no terminan en una inscripción se eliminan al cabo de un año. Las fotografías y vídeos se conservan hasta que se retire el consentimiento.</p><h2>6. Destinatarios</h2><p>Solo comunicamos datos cuando es necesario: a la Real Federación Andaluza de Fútbol y a los organizadores de las competiciones, a la aseguradora de la actividad deportiva, a la Administración tributaria cuando la ley lo exige y a proveedores que tratan datos por cuenta nuestra (alojamiento web en la Unión Europea, asesoría contable) con el correspondiente contrato de encargo del tratamiento. Cuando nos escribes por WhatsApp, Meta Platforms trata los mensajes conforme a sus propias condiciones y a las cláusulas contractuales tipo de la UE.</p><h2>7. Tus derechos</h2><p>Puedes solicitar el acceso a tus datos, su rectificación o supresión, la limitación u oposición a su tratamiento y la portabilidad, así como retirar tu consentimiento en cualquier momento, escribiendo a <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a> con copia de un documento identificativo. Si consideras que no hemos respetado tus derechos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (<a href=\"https://www.aepd.es\">www.aepd.es</a>).</p><h2>8. Seguridad</h2><p>Aplicamos medidas técnicas y organizativas adecuadas al riesgo: acceso limitado al personal que lo necesita, conexiones cifradas, copias de seguridad y revisiones periódicas de los permisos.</p><h2>9. Cambios en esta política</h2><p>Podemos actualizar esta política cuando cambien la normativa o nuestras actividades. La fecha que figura al principio indica la versión vigente.</p>",
  "text_ru": "<p><em>Последнее обновление: 1 сентября 2025 г.</em></p><h2>1. Оператор данных</h2><p>SierraMar Sports Academy S.L. («SierraMar»), CIF B-93512874, юридический адрес: Calle Terraza 86, local 2, 29680 Эстепона (Малага), Испания; компания зарегистрирована в Торговом реестре Малаги. Контакты по вопросам защиты данных: <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a>, телефон +34 952 80 47 15.</p><h2>2. Какие данные мы обрабатываем и зачем</h2><ul><li><strong>Обращения</strong>, которые вы отправляете нам по электронной почте, в WhatsApp или по телефону: ваше имя, контактные данные и текст сообщения — чтобы ответить вам.</li><li><strong>Регистрация игроков</strong> на тренировки, кэмп или сборы: идентификационные и контактные данные игрока и его родителей или опекунов, дата рождения, спортивная история и контакты для экстренной связи — чтобы организовать занятия и зарегистрировать игрока в Королевской футбольной федерации Андалусии.</li><li><strong>Сведения о здоровье</strong> (аллергии, заболевания, лекарства) — только если вы их сообщили, чтобы обеспечить безопасность ребёнка.</li><li><strong>Фото и видео</strong> с тренировок и мероприятий — публикуются только с явного согласия родителей или опекунов.</li><li><strong>Платёжные данные</strong>, необходимые для выставления счетов и оплаты.</li></ul><h2>3. Правовые основания</h2><p>Мы обрабатываем данные для исполнения заключённого с вами договора (ст. 6.1.b GDPR), для выполнения требований закона, в том числе налоговых и федерационных (ст. 6.1.c), на основании вашего согласия — для фото, видео и сведений о здоровье (ст. 6.1.a и 9.2.a), а также в силу нашего законного интереса отвечать на обращения (ст. 6.1.f).</p><h2>4. Несовершеннолетние</h2><p>Большинство наших игроков — несовершеннолетние. В соответствии со статьёй 7 Органического закона Испании 3/2018 о защите персональных данных и цифровых правах (LOPDGDD) данные детей младше 14 лет обрабатываются только с согласия родителей или опекунов, которые могут осуществлять права ребёнка от его имени.</p><h2>5. Сроки хранения</h2><p>Данные о регистрации и оплате хранятся, пока игрок занимается у нас, а затем — в течение сроков, установленных законом (как правило, шесть лет для бухгалтерских документов). Обращения, не завершившиеся регистрацией, удаляются через год. Фото и видео хранятся до отзыва согласия.</p><h2>6. Кому передаются данные</h2><p>Мы передаём данные только при необходимости: Королевской футбольной федерации Андалусии и организаторам соревнований, страховой компании, страхующей спортивные занятия, налоговым органам — когда этого требует закон, а также подрядчикам, обрабатывающим данные по нашему поручению (хостинг в Европейском союзе, бухгалтерское обслуживание), на основании договора об обработке данных. Если вы пишете нам в WhatsApp, сообщения обрабатывает Meta Platforms на собственных условиях и на основании стандартных договорных положений ЕС.</p><h2>7. Ваши права</h2><p>Вы можете запросить доступ к своим данным, их исправление или удаление, ограничение обработки или возразить против неё, а также получить данные в переносимом формате и в любой момент отозвать согласие, написав на <a href=\"mailto:sport@sierramar-academy.es\">sport@sierramar-academy.es</a> и приложив копию документа, удостоверяющего личность. Если вы считаете, что ваши права нарушены, вы можете подать жалобу в Испанское агентство по защите данных (Agencia Española de Protección de Datos, <a href=\"https://www.aepd.es\">www.aepd.es</a>).</p><h2>8. Безопасность</h2><p>Мы применяем технические и организационные меры, соответствующие рискам: доступ только у сотрудников, которым он нужен, шифрованные соединения, резервное копирование и регулярная проверка прав доступа.</p><h2>9. Изменения политики</h2><p>Мы можем обновлять эту политику при изменении законодательства или нашей деятельности. Дата в начале страницы указывает действующую редакцию.</p>"
}$j$::jsonb)
on conflict (key) do update set content = excluded.content;

-- ---------------------------------------------------------------------------------------------
-- Registrations (local demo only): online registration on, the academy's bank details, next
-- summer's campus weeks (each week is four offers: player or goalkeeper, day or residential, as
-- on the campus page), a holiday camp and three trial sessions; a few families with places, a
-- waiting list (one of them offered a freed place), payments, notes and enquiries. The families,
-- children and e-mail addresses are fictional.
-- ---------------------------------------------------------------------------------------------
-- The demo Coordinator (registrations and enquiries, no content).
select private.create_staff_user('coordinator@example.com', 'Coordinator12345!', 'Elena', 'Castro', 'Coordinator', true);

update public.registration_settings set
  online_registration = true,
  bank_account_holder = 'SierraMar Sports Academy S.L.',
  bank_iban = 'ES91 2100 0418 4502 0005 1332',
  bank_bic = 'CAIXESBBXXX',
  bizum_phone = '+34 611 48 25 90',
  -- The campus page names it beside its own discounts; the amounts due apply it.
  sibling_discount_percent = 10,
  payment_instructions_en = 'Pay the deposit within three days to keep the place, and the balance before the first day.',
  payment_instructions_es = 'Paga la señal en tres días para mantener la plaza, y el resto antes del primer día.',
  payment_instructions_ru = 'Оплатите задаток в течение трёх дней, чтобы сохранить место, а остаток — до первого дня.'
where id = 1;

do $$
declare
  v_start date := (select (content ->> 'start_date')::date from public.pages where key = 'campus');
  v_year integer := extract(year from v_start)::integer;
  v_week integer;
  v_kit_en constant text := 'Football boots and trainers, shin pads, two training outfits, swimwear and a towel, sun cream, a cap and a water bottle.';
  v_kit_es constant text := 'Botas de fútbol y zapatillas, espinilleras, dos equipaciones de entrenamiento, bañador y toalla, crema solar, gorra y botella de agua.';
  v_kit_ru constant text := 'Бутсы и кроссовки, щитки, два комплекта тренировочной формы, купальник или плавки и полотенце, солнцезащитный крем, кепка и бутылка для воды.';
  v_card record;
begin
  for v_week in 0 .. 1 loop
    for v_card in
      select * from (values
        ('PLAYER', 'EXTERNAL', 'Player · Day campus', 'Jugador · Campus externo', 'Полевой игрок · Дневной кэмп', 295, 100, 40, 17, 6),
        ('PLAYER', 'INTERNAL', 'Player · Residential campus', 'Jugador · Campus interno', 'Полевой игрок · Кэмп с проживанием', 795, 250, 20, 17, 10),
        ('GOALKEEPER', 'EXTERNAL', 'Goalkeeper · Day campus', 'Portero · Campus externo', 'Вратарь · Дневной кэмп', 325, 100, 12, 17, 9),
        ('GOALKEEPER', 'INTERNAL', 'Goalkeeper · Residential campus', 'Portero · Campus interno', 'Вратарь · Кэмп с проживанием', 825, 250, 2, 17, 10)
      ) c(role, type, en, es, ru, price, deposit, capacity, oldest, youngest)
    loop
      insert into public.offers (kind, title_en, title_es, title_ru, description_en, description_es,
        description_ru, starts_on, ends_on, campus_role, campus_type, capacity, birth_year_min,
        birth_year_max, price, deposit, registration_opens_at, registration_closes_at, kit_list_en,
        kit_list_es, kit_list_ru, sort_order, early_bird_price, early_bird_until)
      values ('campus_week',
        format('Summer campus, week %s: %s', v_week + 1, v_card.en),
        format('Campus de verano, semana %s: %s', v_week + 1, v_card.es),
        format('Летний кэмп, неделя %s: %s', v_week + 1, v_card.ru),
        'A week of football at Las Dunas with UEFA-licensed coaches.',
        'Una semana de fútbol en Las Dunas con entrenadores con licencia UEFA.',
        'Неделя футбола на стадионе Las Dunas с тренерами с лицензией UEFA.',
        v_start + 7 * v_week, v_start + 7 * v_week + 4,
        v_card.role::public.campus_role, v_card.type::public.campus_type, v_card.capacity,
        v_year - v_card.oldest, v_year - v_card.youngest, v_card.price, v_card.deposit,
        now() - interval '30 days', (v_start + 7 * v_week - 2)::timestamp at time zone 'Europe/Madrid',
        v_kit_en, v_kit_es, v_kit_ru, 10 * (v_week * 4 + 1),
        -- 'Booking before the end of February': 10 % off, as the campus page says.
        round(v_card.price * 0.9), (make_date(v_year, 3, 1) - 1));
    end loop;
  end loop;

  insert into public.offers (kind, title_en, title_es, title_ru, description_en, description_es,
    description_ru, starts_on, ends_on, capacity, birth_year_min, birth_year_max, price, deposit,
    registration_opens_at, registration_closes_at, kit_list_en, kit_list_es, kit_list_ru, sort_order)
  values ('camp', 'Holiday football camp', 'Campamento de fútbol de vacaciones', 'Футбольный лагерь на каникулах',
    'Five mornings of training and small-sided games during the school holidays.',
    'Cinco mañanas de entrenamiento y partidos reducidos durante las vacaciones escolares.',
    'Пять утренних тренировок и игр в малых составах на школьных каникулах.',
    current_date + 45, current_date + 49, 30, extract(year from current_date)::integer - 15,
    extract(year from current_date)::integer - 6, 180, 60, now() - interval '10 days',
    now() + interval '43 days', v_kit_en, v_kit_es, v_kit_ru, 100);

  insert into public.offers (kind, title_en, title_es, title_ru, starts_on, ends_on, starts_at, ends_at,
    age_group, capacity, birth_year_min, birth_year_max, price, registration_opens_at,
    registration_closes_at, kit_list_en, kit_list_es, kit_list_ru, sort_order)
  select 'trial', format('Trial session %s', t.age), format('Sesión de prueba %s', t.age),
    format('Пробное занятие %s', t.age), current_date + t.days, current_date + t.days,
    time '17:30', time '19:00', t.age, 12, extract(year from current_date)::integer - t.oldest,
    extract(year from current_date)::integer - t.youngest, 0, now() - interval '7 days',
    (current_date + t.days - 1)::timestamp at time zone 'Europe/Madrid',
    'Football boots, shin pads and a water bottle.', 'Botas de fútbol, espinilleras y una botella de agua.',
    'Бутсы, щитки и бутылка для воды.', 200 + t.days
  from (values ('U10', 10, 10, 9), ('U12', 17, 12, 11), ('U14', 24, 14, 13)) t(age, days, oldest, youngest);
end;
$$;

-- Families, children, their consents and registrations. The goalkeepers' residential week 1 has
-- two places: two families hold them, two wait; one place is then given up, so the first waiting
-- family is offered it (its e-mail waits in the outbox for the worker).
do $$
declare
  v_family record;
  v_family_id bigint;
  v_child_id bigint;
  v_offer_id bigint;
  v_registration_id bigint;
  v_kind public.consent_kind;
begin
  for v_family in
    select * from (values
      (1, 'María López', 'maria.lopez@example.com', '+34 612 345 678', 'es', 'Javier López', '+34 612 345 679', 'Hugo López', date '2013-03-14', 'goalkeeper', '152', 'Mild asthma', 'Inhaler before exercise', 'María López, Javier López', 'Summer campus, week 1: Goalkeeper · Residential campus', 'confirmed'),
      (2, 'Sarah Thompson', 'sarah.thompson@example.com', '+44 7700 900123', 'en', 'Mark Thompson', '+44 7700 900456', 'Oliver Thompson', date '2012-08-02', 'goalkeeper', '164', null, null, 'Sarah Thompson', 'Summer campus, week 1: Goalkeeper · Residential campus', 'new'),
      (3, 'Ирина Смирнова', 'irina.smirnova@example.com', '+34 655 123 987', 'ru', 'Алексей Смирнов', '+34 655 123 988', 'Миша Смирнов', date '2014-01-20', 'goalkeeper', '152', 'Орехи', null, 'Ирина Смирнова, Алексей Смирнов', 'Summer campus, week 1: Goalkeeper · Residential campus', 'waiting'),
      (4, 'Lucía Fernández', 'lucia.fernandez@example.com', '+34 699 888 777', 'es', 'Pedro Fernández', '+34 699 888 776', 'Daniela Fernández', date '2013-11-05', 'goalkeeper', '152', null, null, 'Lucía Fernández, abuela Carmen', 'Summer campus, week 1: Goalkeeper · Residential campus', 'waiting'),
      (5, 'Sarah Thompson', 'sarah.thompson@example.com', '+44 7700 900123', 'en', 'Mark Thompson', '+44 7700 900456', 'Emily Thompson', date '2016-04-11', 'midfielder', '128', null, null, 'Sarah Thompson', 'Summer campus, week 1: Player · Day campus', 'new'),
      (6, 'Ahmed Benali', 'ahmed.benali@example.com', '+34 633 222 111', 'es', 'Fátima Benali', '+34 633 222 112', 'Yusuf Benali', date '2016-09-30', 'forward', '128', null, null, 'Ahmed Benali, Fátima Benali', 'Trial session U10', 'new')
    ) f(n, parent, email, phone, lang, emergency, emergency_phone, child, born, position, size, allergies, medication, collectors, offer, status)
    order by n
  loop
    insert into public.families (parent_name, email, phone, language, emergency_name, emergency_phone, created_at)
    values (v_family.parent, v_family.email, v_family.phone, v_family.lang::public.language_code,
      v_family.emergency, v_family.emergency_phone, now() - make_interval(days => 20 - v_family.n))
    returning id into v_family_id;
    insert into public.children (family_id, name, date_of_birth, position, shirt_size, allergies,
      medication, authorised_collectors)
    values (v_family_id, v_family.child, v_family.born, v_family.position::public.player_position,
      v_family.size::public.shirt_size, v_family.allergies, v_family.medication, v_family.collectors)
    returning id into v_child_id;
    foreach v_kind in array enum_range(null::public.consent_kind) loop
      continue when v_kind = 'health_data' and v_family.allergies is null and v_family.medication is null;
      insert into public.consents (family_id, child_id, kind, given, text_version, language, source,
        signed_by, signer_email, client_address, created_at)
      values (v_family_id, v_child_id, v_kind, v_kind <> 'photos_social' or v_family.n % 2 = 0, 1,
        v_family.lang::public.language_code, 'registration_form', v_family.parent, v_family.email,
        ('192.0.2.' || v_family.n)::inet, now() - make_interval(days => 20 - v_family.n));
    end loop;
    select id into v_offer_id from public.offers where title_en = v_family.offer;
    insert into public.registrations (child_id, offer_id, family_id, status, created_at)
    values (v_child_id, v_offer_id, v_family_id, v_family.status::public.registration_status,
      now() - make_interval(days => 20 - v_family.n))
    returning id into v_registration_id;
    if v_family.status = 'confirmed' then
      insert into public.payments (registration_id, kind, amount, paid_on, method, note)
      values (v_registration_id, 'deposit', 250, current_date - 15, 'transfer', 'Transfer reference R-demo-1');
      insert into public.registration_notes (registration_id, body)
      values (v_registration_id, 'Hugo uses his inhaler before training; his father brings a spare one.');
    elsif v_family.n = 5 then
      insert into public.payments (registration_id, kind, amount, paid_on, method)
      values (v_registration_id, 'deposit', 100, current_date - 10, 'bizum');
    end if;
  end loop;
  -- Oliver's family gives the place up: Misha, first on the waiting list, is offered it.
  update public.registrations r set status = 'cancelled', cancel_reason = 'parent'
  from public.children c where c.id = r.child_id and c.name = 'Oliver Thompson';
end;
$$;

insert into public.enquiries (name, email, phone, message, language, status, answered_at, created_at) values
  ('Carlos Ruiz', 'carlos.ruiz@example.com', null, '¿Hay descuento para hermanos en el campus de verano?', 'es', 'new', null, now() - interval '2 days'),
  ('Anna Kowalska', null, '+48 601 234 567', 'Can my daughter (11) join the trial session if she has never played in a club?', 'en', 'new', null, now() - interval '5 hours'),
  ('Олег Петров', 'oleg.petrov@example.com', null, 'Есть ли трансфер из аэропорта Малаги для кэмпа с проживанием?', 'ru', 'answered', now() - interval '6 days', now() - interval '7 days');
