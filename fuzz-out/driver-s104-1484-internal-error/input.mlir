
// Dynamic sizes match; the programmer guarantees equal runtime sizes.
// CHECK-LABEL: func.func @add_dynamic_match(
// CHECK:         tosa.add %