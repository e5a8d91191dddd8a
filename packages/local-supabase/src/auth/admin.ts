import type { Context, Hono } from 'hono';
import { inTransaction } from '../db.ts';
import { createUser, endUserSessions } from './accounts.ts';
import { AuthApiError, errors } from './errors.ts';
import type { AuthDeps } from './deps.ts';
import {
  isUuid,
  normalizeEmail,
  optBoolean,
  optObject,
  optString,
  parseGoDuration,
  readJsonObject,
  type JsonObject,
} from './input.ts';
import { createLinkToken } from './links.ts';
import { checkPasswordStrength, hashPassword, type PasswordRules } from './password.ts';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  identitiesOf,
  loadUserJson,
  mergeMetadata,
  syncEmailIdentity,
  userJson,
  type UserRow,
} from './users.ts';

const BCRYPT_RE = /^\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}$/;
const MAX_PER_PAGE = 1000;

/** `ban_duration`: "none" lifts a ban, a Go duration ("876000h") bans until now + duration. */
function banUntil(body: JsonObject): Date | null | undefined {
  const raw = optString(body, 'ban_duration');
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'none') return null;
  const ms = parseGoDuration(raw);
  if (ms === undefined)
    throw errors.validation(`invalid format for ban duration: time: invalid duration "${raw}"`);
  return new Date(Date.now() + ms);
}

/** A password or a ready-made bcrypt `password_hash` (supabase/auth accepts either). */
async function passwordHashOf(
  body: JsonObject,
  rules: PasswordRules,
  userInputs: () => Promise<string[]>,
): Promise<string | undefined> {
  const password = optString(body, 'password');
  const given = optString(body, 'password_hash');
  if (password !== undefined && given !== undefined) {
    throw errors.validation('Only a password or a password hash should be provided');
  }
  if (given !== undefined) {
    if (!BCRYPT_RE.test(given)) throw errors.validation('Invalid password hash format');
    return given;
  }
  if (password === undefined) return undefined;
  checkPasswordStrength(password, rules, await userInputs());
  return hashPassword(password);
}

/** The account named by the route's :id, or 404 user_not_found. */
async function loadTarget(c: Context, deps: AuthDeps): Promise<UserRow> {
  const id = c.req.param('id');
  if (!isUuid(id)) throw errors.userNotFound();
  const user = await findUserById(deps.ctx.pool, id);
  if (!user) throw errors.userNotFound();
  return user;
}

/** POST /admin/users (auth.admin.createUser): a new account, with a password or a bcrypt hash. */
async function adminCreateUser(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx } = deps;
  await deps.requireAdmin(c);
  const body = await readJsonObject(c);
  const rawEmail = optString(body, 'email');
  if (!rawEmail) {
    if (optString(body, 'phone'))
      throw new AuthApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw errors.invalidEmail();
  }
  const email = normalizeEmail(rawEmail);
  const id = optString(body, 'id');
  if (id !== undefined && !isUuid(id)) throw errors.validation('ID must conform to the uuid v4 format');
  const passwordHash = await passwordHashOf(body, deps.passwordRules, () =>
    deps.passwordUserInputs(email, optObject(body, 'user_metadata') ?? optObject(body, 'data')),
  );
  const bannedUntil = banUntil(body);
  const user = await inTransaction(ctx.pool, async (client) => {
    if (await emailTaken(client, email)) throw errors.emailExists();
    return createUser(
      client,
      {
        id,
        email,
        passwordHash: passwordHash ?? null,
        confirmed: optBoolean(body, 'email_confirm') ?? false,
        userMetadata: optObject(body, 'user_metadata') ?? optObject(body, 'data') ?? {},
        appMetadata: optObject(body, 'app_metadata') ?? {},
        role: optString(body, 'role'),
        bannedUntil: bannedUntil ?? null,
      },
      errors.emailExists,
    );
  });
  return c.json(await loadUserJson(ctx.pool, user));
}

/** GET /admin/users (auth.admin.listUsers): a page of live accounts, newest first, with supabase/auth's paging headers. */
async function adminListUsers(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx } = deps;
  await deps.requireAdmin(c);
  const pageRaw = Number(c.req.query('page') || '1');
  const perPageRaw = Number(c.req.query('per_page') || '50');
  const page = Number.isInteger(pageRaw) && pageRaw > 0 ? pageRaw : 1;
  const perPage = Number.isInteger(perPageRaw) && perPageRaw > 0 ? Math.min(perPageRaw, MAX_PER_PAGE) : 50;
  const filter = c.req.query('filter');
  const where = `deleted_at is null and ($1::text is null or email ilike '%' || $1 || '%'
                 or raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')`;
  const params = [filter || null];
  const { rows: countRows } = await ctx.pool.query<{ n: string }>(
    `select count(*) as n from auth.users where ${where}`,
    params,
  );
  const total = Number(countRows[0]?.n ?? 0);
  const { rows: ids } = await ctx.pool.query<{ id: string }>(
    `select id from auth.users where ${where} order by created_at desc nulls last, id limit $2 offset $3`,
    [...params, perPage, (page - 1) * perPage],
  );
  const users: UserRow[] = [];
  for (const { id } of ids) {
    const u = await findUserById(ctx.pool, id);
    if (u) users.push(u);
  }
  const identities = await identitiesOf(
    ctx.pool,
    users.map((u) => u.id),
  );
  // Pagination headers as supabase/auth sends them; auth-js parses `page=` right after `?`.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const base = `${ctx.config.publicUrl.replace(/\/+$/, '')}/auth/v1/admin/users`;
  const links: string[] = [];
  if (page < lastPage) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  c.header('X-Total-Count', String(total));
  c.header('Link', links.join(', '));
  return c.json({
    users: users.map((u) => userJson(u, identities.get(u.id) ?? [])),
    aud: 'authenticated',
  });
}

/** GET /admin/users/:id (auth.admin.getUserById). */
async function adminGetUser(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx } = deps;
  await deps.requireAdmin(c);
  const user = await loadTarget(c, deps);
  return c.json(await loadUserJson(ctx.pool, user));
}

/**
 * PUT /admin/users/:id (auth.admin.updateUserById): each field given is changed; a new password
 * ends every session of the account.
 */
async function adminUpdateUser(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx } = deps;
  await deps.requireAdmin(c);
  const target = await loadTarget(c, deps);
  const body = await readJsonObject(c);
  const rawEmail = optString(body, 'email');
  const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
  const passwordHash = await passwordHashOf(body, deps.passwordRules, () =>
    deps.passwordUserInputs(
      email ?? target.email,
      optObject(body, 'user_metadata') ?? target.raw_user_meta_data ?? {},
    ),
  );
  const bannedUntil = banUntil(body);
  const userMetadata = optObject(body, 'user_metadata');
  const appMetadata = optObject(body, 'app_metadata');
  const emailConfirm = optBoolean(body, 'email_confirm');
  const role = optString(body, 'role');
  if (optString(body, 'phone'))
    throw new AuthApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');

  const user = await inTransaction(ctx.pool, async (client) => {
    const current = await findUserById(client, target.id, true);
    if (!current) throw errors.userNotFound();
    const set = async (sql: string, values: unknown[]) =>
      client.query(`update auth.users set ${sql}, updated_at = now() where id = $1`, [current.id, ...values]);
    if (role) await set('role = $2', [role]);
    if (userMetadata) {
      await set('raw_user_meta_data = $2', [
        JSON.stringify(mergeMetadata(current.raw_user_meta_data, userMetadata)),
      ]);
    }
    if (appMetadata) {
      await set('raw_app_meta_data = $2', [
        JSON.stringify(mergeMetadata(current.raw_app_meta_data, appMetadata)),
      ]);
    }
    if (email !== undefined && email !== current.email) {
      if (await emailTaken(client, email, current.id)) throw errors.emailExists();
      await set(`email = $2, email_change = '', email_change_token_new = ''`, [email]);
    }
    if (emailConfirm === true) await set('email_confirmed_at = coalesce(email_confirmed_at, now())', []);
    if (email !== undefined || emailConfirm === true) {
      const after = await findUserById(client, current.id);
      if (after?.email)
        await syncEmailIdentity(client, current.id, after.email, after.email_confirmed_at !== null);
    }
    if (bannedUntil !== undefined) await set('banned_until = $2', [bannedUntil]);
    if (passwordHash !== undefined) {
      await set('encrypted_password = $2', [passwordHash]);
      // As supabase/auth: a password set by an admin signs the user out everywhere.
      await endUserSessions(client, current.id);
    }
    return (await findUserById(client, current.id)) ?? current;
  });
  return c.json(await loadUserJson(ctx.pool, user));
}

/** DELETE /admin/users/:id (auth.admin.deleteUser): for good, or soft (the row stays, unusable). */
async function adminDeleteUser(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx } = deps;
  await deps.requireAdmin(c);
  const target = await loadTarget(c, deps);
  const body = await readJsonObject(c);
  const soft = optBoolean(body, 'should_soft_delete') ?? false;
  await inTransaction(ctx.pool, async (client) => {
    if (soft) {
      // The row stays (rows elsewhere may point at it) but can never sign in again and frees
      // its e-mail address for a new account.
      await client.query(
        `update auth.users set deleted_at = now(), encrypted_password = '', updated_at = now() where id = $1`,
        [target.id],
      );
      await client.query('delete from auth.sessions where user_id = $1', [target.id]);
      await client.query('delete from auth.one_time_tokens where user_id = $1', [target.id]);
    } else {
      try {
        await client.query('delete from auth.users where id = $1', [target.id]);
      } catch (err) {
        // Rows of the application that reference the user without ON DELETE CASCADE.
        if ((err as { code?: string }).code === '23503')
          throw errors.unexpected('Database error deleting user');
        throw err;
      }
    }
  });
  return c.json({});
}

/** POST /invite (auth.admin.inviteUserByEmail): an account without a password and an e-mail with an invite link. */
async function invite(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx } = deps;
  await deps.requireAdmin(c);
  const body = await readJsonObject(c);
  const rawEmail = optString(body, 'email');
  if (!rawEmail) throw errors.invalidEmail();
  const email = normalizeEmail(rawEmail);
  const redirectTo = deps.redirects.resolve(c.req.query('redirect_to') ?? optString(body, 'redirect_to'));
  const data = optObject(body, 'data') ?? {};
  const { user, token } = await inTransaction(ctx.pool, async (client) => {
    let u = await findUserByEmail(client, email);
    if (u?.email_confirmed_at) throw errors.emailExists();
    if (!u) {
      u = await createUser(
        client,
        { email, passwordHash: null, confirmed: false, invited: true, userMetadata: data, appMetadata: {} },
        errors.emailExists,
      );
    } else {
      await client.query(`update auth.users set invited_at = now(), updated_at = now() where id = $1`, [
        u.id,
      ]);
    }
    return { user: u, token: await createLinkToken(client, u, 'invite') };
  });
  const link = deps.linkFor('invite', token, redirectTo);
  await deps.sendMail(
    email,
    'invite',
    'You have been invited',
    `You have been invited\n\nFollow this link to accept the invitation for ${email}:\n\n${link}\n`,
    link,
  );
  const fresh = (await findUserById(ctx.pool, user.id)) ?? user;
  return c.json(await loadUserJson(ctx.pool, fresh));
}

/** POST /admin/generate_link (auth.admin.generateLink): a recovery or invite link, without sending an e-mail. */
async function adminGenerateLink(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx } = deps;
  await deps.requireAdmin(c);
  const body = await readJsonObject(c);
  const type = optString(body, 'type');
  if (type !== 'recovery' && type !== 'invite')
    throw errors.validation('Invalid or unsupported link type (recovery and invite are supported)');
  const rawEmail = optString(body, 'email');
  if (!rawEmail) throw errors.invalidEmail();
  const email = normalizeEmail(rawEmail);
  const redirectTo = deps.redirects.resolve(optString(body, 'redirect_to') ?? c.req.query('redirect_to'));
  const data = optObject(body, 'data') ?? {};
  const { user, token } = await inTransaction(ctx.pool, async (client) => {
    let u = await findUserByEmail(client, email);
    if (type === 'recovery' && !u) throw errors.userNotFound();
    if (type === 'invite') {
      if (u?.email_confirmed_at) throw errors.emailExists();
      u ??= await createUser(
        client,
        { email, passwordHash: null, confirmed: false, invited: true, userMetadata: data, appMetadata: {} },
        errors.emailExists,
      );
    }
    if (!u) throw errors.userNotFound();
    return { user: u, token: await createLinkToken(client, u, type) };
  });
  const fresh = (await findUserById(ctx.pool, user.id)) ?? user;
  return c.json({
    ...(await loadUserJson(ctx.pool, fresh)),
    action_link: deps.linkFor(type, token, redirectTo),
    email_otp: '',
    hashed_token: token,
    redirect_to: redirectTo,
    verification_type: type,
  });
}

/** The admin API of supabase/auth (service_role only), as auth-js's `auth.admin` calls it. */
export function registerAdminRoutes(app: Hono, deps: AuthDeps): void {
  app.post('/admin/users', (c) => adminCreateUser(c, deps));
  app.get('/admin/users', (c) => adminListUsers(c, deps));
  app.get('/admin/users/:id', (c) => adminGetUser(c, deps));
  app.put('/admin/users/:id', (c) => adminUpdateUser(c, deps));
  app.delete('/admin/users/:id', (c) => adminDeleteUser(c, deps));
  app.post('/invite', (c) => invite(c, deps));
  app.post('/admin/generate_link', (c) => adminGenerateLink(c, deps));
}
