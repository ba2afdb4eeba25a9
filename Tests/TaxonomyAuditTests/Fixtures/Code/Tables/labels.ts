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

export function sound(label: string): string {
  // audit:keys animals
  switch (label) {
    case "dog":
    case "qqwolf":
      return "woof";
    case "qqlion":
      return "roar";
    default:
      return "";
  }
}
