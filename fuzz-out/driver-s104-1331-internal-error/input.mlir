
// Without the assumption, size same function tests %b's dim 0 against the static 4.
// CHECK-LABEL: func.func @add