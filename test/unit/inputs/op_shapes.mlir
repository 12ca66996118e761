// Inputs of test/unit/test_op_shapes.py: one TOSA op of each kind with shapes to infer (results unranked).
func.func @conv2d(%x: tensor<2x9x10x3xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>) -> tensor<*xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 3>} : (tensor<2x9x10x3xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func @depthwise(%x: tensor<?x9x10x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<*xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 3>} : (tensor<?x9x10x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func @transpose_conv(%x: tensor<1x4x5x3xf32>, %w: tensor<8x3x2x3xf32>, %b: tensor<8xf32>) -> tensor<*xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 1, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x5x3xf32>, tensor<8x3x2x3xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func @conv3d(%x: tensor<1x5x6x7x2xf32>, %w: tensor<4x2x3x3x2xf32>, %b: tensor<4xf32>) -> tensor<*xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv3d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 1, 1, 0, 0>, stride = array<i64: 1, 1, 2>} : (tensor<1x5x6x7x2xf32>, tensor<4x2x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func @pools(%x: tensor<?x8x9x4xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 3>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 2, 2>} : (tensor<?x8x9x4xf32>) -> tensor<*xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 3>} : (tensor<?x8x9x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %0, %1 : tensor<*xf32>, tensor<*xf32>
}
func.func @reductions(%x: tensor<?x5x6xf32>, %b: tensor<3x?xi1>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xi1>, tensor<*xi32>) {
  %0 = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<?x5x6xf32>) -> tensor<*xf32>
  %1 = tosa.reduce_max %x {axis = 0 : i32} : (tensor<?x5x6xf32>) -> tensor<*xf32>
  %2 = tosa.reduce_any %b {axis = 1 : i32} : (tensor<3x?xi1>) -> tensor<*xi1>
  %3 = tosa.argmax %x {axis = 2 : i32} : (tensor<?x5x6xf32>) -> tensor<*xi32>
  return %0, %1, %2, %3 : tensor<*xf32>, tensor<*xf32>, tensor<*xi1>, tensor<*xi32>
}
func.func @data_movement(%x: tensor<?x4x6xf32>, %y: tensor<2x4x6xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = tosa.transpose %x {perms = array<i32: 2, 0, 1>} : (tensor<?x4x6xf32>) -> tensor<*xf32>
  %s = tosa.const_shape {values = dense<[-1, 3, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %1 = tosa.reshape %y, %s : (tensor<2x4x6xf32>, !tosa.shape<3>) -> tensor<*xf32>
  %2 = tosa.concat %x, %y {axis = 0 : i32} : (tensor<?x4x6xf32>, tensor<2x4x6xf32>) -> tensor<*xf32>
  %start = tosa.const_shape {values = dense<[0, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %size = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %3 = tosa.slice %y, %start, %size : (tensor<2x4x6xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<*xf32>
  %padding = tosa.const_shape {values = dense<[0, 1, 2, 0, 1, 1]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %pc = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %4 = tosa.pad %x, %padding, %pc : (tensor<?x4x6xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<*xf32>
  %m = tosa.const_shape {values = dense<[2, 1, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %5 = tosa.tile %y, %m : (tensor<2x4x6xf32>, !tosa.shape<3>) -> tensor<*xf32>
  %6 = tosa.reverse %x {axis = 1 : i32} : (tensor<?x4x6xf32>) -> tensor<*xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
func.func @gather_scatter(%v: tensor<2x7x3xf32>, %i: tensor<?x5xi32>, %src: tensor<2x5x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = tosa.gather %v, %i : (tensor<2x7x3xf32>, tensor<?x5xi32>) -> tensor<*xf32>
  %1 = tosa.scatter %v, %i, %src : (tensor<2x7x3xf32>, tensor<?x5xi32>, tensor<2x5x3xf32>) -> tensor<*xf32>
  return %0, %1 : tensor<*xf32>, tensor<*xf32>
}
func.func @resize(%x: tensor<1x4x6x2xf32>) -> tensor<*xf32> {
  %scale = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %x, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x4x6x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func @cond_if(%c: tensor<i1>, %a: tensor<4x?xf32>, %b: tensor<?x5xf32>) -> tensor<*xf32> {
  %0 = "tosa.cond_if"(%c, %a, %b) ({
  ^bb0(%x: tensor<*xf32>, %y: tensor<*xf32>):
    %1 = tosa.add %x, %y : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    tosa.yield %1 : tensor<*xf32>
  }, {
  ^bb0(%x: tensor<*xf32>, %y: tensor<*xf32>):
    %2 = tosa.sub %x, %y : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    tosa.yield %2 : tensor<*xf32>
  }) : (tensor<i1>, tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func @while_loop(%n: tensor<i32>, %a: tensor<3x4xf32>) -> (tensor<*xi32>, tensor<*xf32>) {
  %0:2 = "tosa.while_loop"(%n, %a) ({
  ^bb0(%i: tensor<*xi32>, %x: tensor<*xf32>):
    %zero = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %c = tosa.greater %i, %zero : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    tosa.yield %c : tensor<*xi1>
  }, {
  ^bb0(%i: tensor<*xi32>, %x: tensor<*xf32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = tosa.sub %i, %one : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    %e = tosa.exp %x : (tensor<*xf32>) -> tensor<*xf32>
    tosa.yield %j, %e : tensor<*xi32>, tensor<*xf32>
  }) : (tensor<i32>, tensor<3x4xf32>) -> (tensor<*xi32>, tensor<*xf32>)
  return %0#0, %0#1 : tensor<*xi32>, tensor<*xf32>
}
func.func @while_growing(%n: tensor<i32>, %a: tensor<2x4xf32>) -> (tensor<*xi32>, tensor<*xf32>) {
  %0:2 = "tosa.while_loop"(%n, %a) ({
  ^bb0(%i: tensor<*xi32>, %x: tensor<*xf32>):
    %zero = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %c = tosa.greater %i, %zero : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    tosa.yield %c : tensor<*xi1>
  }, {
  ^bb0(%i: tensor<*xi32>, %x: tensor<*xf32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = tosa.sub %i, %one : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    %e = tosa.concat %x, %x {axis = 0 : i32} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    tosa.yield %j, %e : tensor<*xi32>, tensor<*xf32>
  }) : (tensor<i32>, tensor<2x4xf32>) -> (tensor<*xi32>, tensor<*xf32>)
  return %0#0, %0#1 : tensor<*xi32>, tensor<*xf32>
}
