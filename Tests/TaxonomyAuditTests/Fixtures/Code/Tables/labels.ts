// The emoji of each label, and its colour.
// audit:keys animals
export const emoji: { [label: string]: string } = {
  "cat": "🐱",
  "qqpuma": "🐱",
  "dog": "🐶",
};

// audit:keys food
export const colours = new Map<string, string>([
  ["pizza", "red"],
  ["qqburger", "brown"],
  ["bread", "brown"],
]);
