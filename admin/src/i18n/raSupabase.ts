import { raSupabaseEnglishMessages } from 'ra-supabase';

type RaSupabaseMessages = typeof raSupabaseEnglishMessages;

/** ra-supabase's texts (forgot/set password pages): the package ships English and French only. */
export { raSupabaseEnglishMessages };

export const raSupabaseSpanishMessages: RaSupabaseMessages = {
  'ra-supabase': {
    auth: {
      email: 'Correo electrónico',
      confirm_password: 'Confirmar contraseña',
      sign_in_with: 'Iniciar sesión con %{provider}',
      forgot_password: '¿Olvidó su contraseña?',
      reset_password: 'Restablecer contraseña',
      password_reset:
        'Se ha restablecido su contraseña. Recibirá un correo con un enlace para iniciar sesión.',
      missing_tokens: 'Faltan los tokens de acceso y de actualización',
      back_to_login: 'Volver al inicio de sesión',
    },
    reset_password: {
      forgot_password: '¿Olvidó su contraseña?',
      forgot_password_details: 'Escriba su correo electrónico para recibir instrucciones.',
    },
    set_password: { new_password: 'Elija su contraseña' },
    validation: { password_mismatch: 'Las contraseñas no coinciden' },
  },
};

export const raSupabaseRussianMessages: RaSupabaseMessages = {
  'ra-supabase': {
    auth: {
      email: 'Электронная почта',
      confirm_password: 'Подтвердите пароль',
      sign_in_with: 'Войти через %{provider}',
      forgot_password: 'Забыли пароль?',
      reset_password: 'Сбросить пароль',
      password_reset: 'Пароль сброшен. Вы получите письмо со ссылкой для входа.',
      missing_tokens: 'Отсутствуют токены доступа и обновления',
      back_to_login: 'Вернуться ко входу',
    },
    reset_password: {
      forgot_password: 'Забыли пароль?',
      forgot_password_details: 'Введите адрес электронной почты, чтобы получить инструкции.',
    },
    set_password: { new_password: 'Придумайте пароль' },
    validation: { password_mismatch: 'Пароли не совпадают' },
  },
};
