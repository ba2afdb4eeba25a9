'use strict';

// audit:begin soft
function isSoft(label) {
  return label === 'pillow' || label === "sofa";
}
// audit:end

// audit:category hard
const HARD = ['brick', 'door', 'fence'];

module.exports = { isSoft, HARD, note: `checked: ${HARD.length}` };
