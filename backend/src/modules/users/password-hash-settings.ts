/** The argon2id settings a stored hash carries in its PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
export interface Argon2Settings {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Whether `hashed` is an argon2id (v1.3) hash made with exactly these settings. */
export function hashUsesSettings(hashed: string, settings: Argon2Settings): boolean {
  const [, algorithm, version, params] = hashed.split('$');
  if (algorithm !== 'argon2id' || version !== 'v=19' || !params) return false;
  const values = new Map(params.split(',').map((pair) => pair.split('=') as [string, string]));
  return (
    values.get('m') === String(settings.memoryCost) &&
    values.get('t') === String(settings.timeCost) &&
    values.get('p') === String(settings.parallelism)
  );
}
