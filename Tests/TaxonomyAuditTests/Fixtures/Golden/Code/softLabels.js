'use strict';

// audit:begin soft
function isSoft(label) {
  return label === 'pillow' || label === "pillow";
}
// audit:end

// audit:category hard
const HARD = ['brick', 'fence', 'stairs'];

module.exports = { isSoft, HARD, note: `checked: ${HARD.length}` };
