type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** One JSON line per event, so logs can be searched by request id. */
export const log = (level: Level, msg: string, fields: Record<string, unknown> = {}): void => {
  const threshold = ORDER[(process.env.LOG_LEVEL as Level | 'silent' | undefined) ?? 'info'] ?? ORDER.info;
  if (ORDER[level] < threshold) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else process.stdout.write(`${line}\n`);
};
