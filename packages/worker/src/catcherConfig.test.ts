import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catcherPorts } from './catcherConfig.ts';

describe('catcherPorts', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'catcher-config-'));
  writeFileSync(path.join(dir, 'config.toml'), '[inbucket]\nport = 60324\nsmtp_port = 60325\n');

  it('reads [inbucket] port and smtp_port, each overridden by its variable', () => {
    expect(catcherPorts(dir, {})).toEqual({ webPort: 60324, smtpPort: 60325 });
    expect(catcherPorts(dir, { MAIL_CATCHER_PORT: '61000' })).toEqual({ webPort: 61000, smtpPort: 60325 });
    expect(catcherPorts(dir, { MAIL_CATCHER_SMTP_PORT: '61001' })).toEqual({
      webPort: 60324,
      smtpPort: 61001,
    });
  });

  it('falls back to the Supabase CLI’s local ports, and names a wrong value', () => {
    expect(catcherPorts(path.join(dir, 'missing'), {})).toEqual({ webPort: 54324, smtpPort: 54325 });
    expect(() => catcherPorts(dir, { MAIL_CATCHER_PORT: 'soon' })).toThrow(
      /MAIL_CATCHER_PORT must be a port number/,
    );
  });
});
