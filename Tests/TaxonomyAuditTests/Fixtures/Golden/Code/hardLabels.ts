// Labels Vision reports for surfaces that echo back.
export const HARD_LABELS: ReadonlySet<string> = new Set<string>([ // audit:category hard
  'brick',
  'door',
  "fence",
  `stairs`,
  'window',
  // audit:exclude structure
]);

export const pattern: RegExp = /["'`]/g;
export const describe = (count: number): string => `${count} hard labels`;
