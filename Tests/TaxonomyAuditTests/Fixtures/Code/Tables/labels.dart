// The emoji of each label.
// audit:keys animals
const emoji = <String, String>{
  'cat': '🐱',
  'qqpuma': '🐱',
  'dog': '🐶',
};
