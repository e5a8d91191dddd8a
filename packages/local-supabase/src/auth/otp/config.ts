// From configValues.ts, not config.ts: config.ts reads these settings through this module.
import { ConfigError, boolSetting, intSetting, stringSetting, table, type Toml } from '../../configValues.ts';

/** The custom access token hook: a Postgres function every issued access token passes through. */
export interface AccessTokenHook {
  /** `"schema"."function"`, quoted as supabase/auth quotes it. */
  functionName: string;
  /** The `pg-functions://...` URI of config.toml, for messages. */
  uri: string;
}

/**
 * Sign-in by e-mail code and the hooks: config.toml's `[auth.email]` otp settings,
 * `[auth.rate_limit] email_sent` and `[auth.hook.custom_access_token]` (the Supabase CLI's
 * names), each overridden by an environment variable. Defaults are supabase/auth's.
 */
export interface OtpSettings {
  /** How long an e-mailed code and its link work, seconds. [auth.email] otp_expiry. */
  otpExpirySeconds: number;
  /** Digits of an e-mailed code. [auth.email] otp_length. */
  otpLength: number;
  /**
   * New accounts confirm their address with a sign-up e-mail first (type `signup`); off, they
   * are confirmed when created and get the magic-link e-mail. [auth.email] enable_confirmations.
   */
  enableConfirmations: boolean;
  /** E-mails the auth service sends per hour, all addresses together. [auth.rate_limit] email_sent. */
  emailSentPerHour: number;
  /** [auth.hook.custom_access_token] enabled and uri; undefined when off. */
  accessTokenHook: AccessTokenHook | undefined;
}

export const DEFAULT_OTP_SETTINGS: OtpSettings = {
  otpExpirySeconds: 3600,
  otpLength: 6,
  enableConfirmations: false,
  emailSentPerHour: 2,
  accessTokenHook: undefined,
};

const NAME_RE = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/**
 * `pg-functions://postgres/<schema>/<function>` as supabase/auth reads it: the schema and the
 * function must be plain identifiers; anything else is a configuration error.
 */
export function parseHookUri(uri: string, from: string): AccessTokenHook {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new ConfigError(
      `${from} must be a URI such as "pg-functions://postgres/public/my_hook", got "${uri}"`,
    );
  }
  if (url.protocol !== 'pg-functions:')
    throw new ConfigError(`${from}: only "pg-functions://" hooks are supported here, got "${uri}"`);
  const [, schema, fn] = url.pathname.split('/');
  if (!schema || !fn || !NAME_RE.test(schema) || !NAME_RE.test(fn))
    throw new ConfigError(`${from} must name a schema and a function, got "${uri}"`);
  return { functionName: `"${schema}"."${fn}"`, uri };
}

/** Reads the settings from config.toml's `[auth]` table and the environment. */
export function loadOtpSettings(env: NodeJS.ProcessEnv, auth: Toml): OtpSettings {
  const email = table(auth, 'email');
  const rateLimit = table(auth, 'rate_limit');
  const hook = table(table(auth, 'hook'), 'custom_access_token');
  const d = DEFAULT_OTP_SETTINGS;
  const hookEnabled = boolSetting(
    {
      env,
      envName: 'AUTH_HOOK_CUSTOM_ACCESS_TOKEN_ENABLED',
      tomlName: '[auth.hook.custom_access_token] enabled',
      tomlValue: hook.enabled,
    },
    false,
  );
  const hookUri = stringSetting(
    {
      env,
      envName: 'AUTH_HOOK_CUSTOM_ACCESS_TOKEN_URI',
      tomlName: '[auth.hook.custom_access_token] uri',
      tomlValue: hook.uri,
    },
    '',
  );
  if (hookEnabled && !hookUri)
    throw new ConfigError('[auth.hook.custom_access_token] is enabled but has no uri');
  return {
    otpExpirySeconds: intSetting(
      { env, envName: 'AUTH_OTP_EXPIRY', tomlName: '[auth.email] otp_expiry', tomlValue: email.otp_expiry },
      d.otpExpirySeconds,
      1,
    ),
    otpLength: intSetting(
      { env, envName: 'AUTH_OTP_LENGTH', tomlName: '[auth.email] otp_length', tomlValue: email.otp_length },
      d.otpLength,
      6,
    ),
    enableConfirmations: boolSetting(
      {
        env,
        envName: 'AUTH_EMAIL_ENABLE_CONFIRMATIONS',
        tomlName: '[auth.email] enable_confirmations',
        tomlValue: email.enable_confirmations,
      },
      d.enableConfirmations,
    ),
    emailSentPerHour: intSetting(
      {
        env,
        envName: 'AUTH_RATE_LIMIT_EMAIL_SENT',
        tomlName: '[auth.rate_limit] email_sent',
        tomlValue: rateLimit.email_sent,
      },
      d.emailSentPerHour,
      0,
    ),
    accessTokenHook: hookEnabled ? parseHookUri(hookUri, '[auth.hook.custom_access_token] uri') : undefined,
  };
}
