// Bot parameters shared by several bots.

/** Reads a true/false parameter: absent is false, 'true' or 'false' (any case) as said; anything else is a one-line error message. */
export function booleanParam(bot: string, name: string, raw: string | undefined): boolean | string {
  const v = raw?.trim().toLowerCase() ?? 'false';
  if (v === 'true' || v === 'false') return v === 'true';
  return `bad value "${raw}" for parameter ${name} of bot ${bot}; accepted: true, false`;
}
