export { startStack, readRunningState, stateFilePath, STATE_FILE } from './stack.ts';
export type { RunningStack, StartOptions, StackState, SeedHook, SeedContext } from './stack.ts';
export { stopOnSignalsAndParentDeath } from './lifecycle.ts';
export { main as runCli } from './cli.ts';
export type { CliOptions } from './cli.ts';
export {
  loadConfig,
  PORT_VARIABLES,
  DEFAULT_JWT_SECRET,
  DEFAULT_ANON_KEY,
  DEFAULT_SERVICE_ROLE_KEY,
  ConfigError,
  isLoopbackHost,
} from './config.ts';
export type { StackConfig } from './config.ts';
export type { Logger, LogLevel, ServiceContext } from './context.ts';
export { consoleLogger } from './context.ts';
export { applyMigrations, applyPlatform, MigrationError, splitStatements } from './migrate.ts';
export type { MigrationResult } from './migrate.ts';
export { PortInUseError } from './ports.ts';
