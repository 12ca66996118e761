// Integer division where the specification says "unpredictable": a zero divisor gives 0 and
// INT_MIN / -1 gives INT_MIN (docs/semantics.md), never a crash. Returns the quotient, the
// remainder, and where the remainder is negative.
func.func @main(%a: tensor<?xi32>, %b: tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>, tensor<?xi1>) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zero = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %q = tosa.intdiv %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  %qb = tosa.mul %q, %b, %s : (tensor<?xi32>, tensor<?xi32>, tensor<1xi8>) -> tensor<?xi32>
  %r = tosa.sub %a, %qb : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  %negative = tosa.greater %zero, %r : (tensor<1xi32>, tensor<?xi32>) -> tensor<?xi1>
  return %q, %r, %negative : tensor<?xi32>, tensor<?xi32>, tensor<?xi1>
}
