/// Labels the sensor reads as soft.
const name = 'x';

// audit:category soft
const softLabels = <String>[
  'bathrobe',
  'curtain',
  'pillow',
  "sofa",
  'a $name',
];

/* /* nested */ comment */
const note = '''a "triple" 'quoted' string''';
