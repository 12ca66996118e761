module {
  func.func @main(%arg0: tensor<4x4x10xf32>) -> tensor<4x8x10xf32> {
    %0 = "tosa.const"() <{values = dense<[[8, 4, 1, 1]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>}> : () -> tensor<8xf32>
    %2 = tosa.const_shape  {values = dense<[4, 4, 1, 10]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %4 = tosa.const_shape  {values = dense<[4, 8, 10]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[4, 2, 4, 10]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %6 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %7 = tosa.const_shape  {values = dense<[4, 8, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[1, 32, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[32, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %10 = tosa.const_shape  {values = dense<[1, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %11 = "tosa.const"() <{values = dense<[[[[-0.00216125883, -0.212447301, -0.00571957231, 0.0763870627], [0.154857919, -0.111184485, 0.228887469, -8.724140e-02], [-0.237592667, 0.0774103626, -2.561820e-02, -0.0567435399]]], [[[-0.275785357, 0.0106935576, -0.195704728, 0.239712343], [-0.191184372, 0.114123441, -0.125707284, -0.0594093911], [-0.118998557, 0.173211664, 0.104851745, 0.21601899]]], [[[-0.0465296283, -0.267795354, -0.112525553, -0.132886648], [3.054590e-02, -0.181731939, 0.249415547, -0.201680124], [0.261388451, -0.0730825067, -0.187113345, -0.270361871]]], [[[-0.168511361, 0.139912903, 0.0488394089, -0.148820683], [0.248144582, 0.0151818758, -0.269534439, 0.182136089], [0.128812149, -0.147998974, -0.208586901, 0.169256359]]], [[[-1.280260e-01, 0.286981493, 0.193552732, -0.223811418], [-0.0104160877, 0.114570014, -0.169972584, -0.200076729], [0.184625268, 0.0389979482, 0.0537928864, -0.149124831]]], [[[0.130617708, 0.0872108042, 0.011022062, 0.277184159], [0.11609371, 0.158474565, 0.0668873861, -0.222459853], [-0.170997441, -0.0364358127, 0.179087296, -0.105790697]]], [[[0.113452181, 0.254714459, 0.0265559461, 0.256485671], [0.239181608, 0.0574505478, -0.180596709, 0.219496951], [0.251207203, -0.251026899, -0.269031972, -0.287961513]]], [[[0.054031916, -0.132143021, 0.105825804, 0.107938848], [-0.0486302152, 0.111011803, 0.14598535, -0.285711944], [-0.0475047119, -0.1709833, 0.206654325, -0.187262654]]]]> : tensor<8x1x3x4xf32>}> : () -> tensor<8x1x3x4xf32>
    %12 = "tosa.const"() <{values = dense<2.500000e-02> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %13 = "tosa.const"() <{values = dense<2.500000e-02> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %14 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %15 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_1> : tensor<1x2x4x1xf32>}> : () -> tensor<1x2x4x1xf32>
    %16 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_2> : tensor<1x2x4x1xf32>}> : () -> tensor<1x2x4x1xf32>
    %cst = arith.constant dense_resource<torch_tensor_4_8_torch.int64> : tensor<4x8xi64>
    %cst_0 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_1> : tensor<4x8xi64>
    %cst_1 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_2> : tensor<4x8xi64>
    %cst_2 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_3> : tensor<4x8xi64>
    %17 = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %18 = "tosa.const"() <{values = dense<4> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %19 = "tosa.const"() <{values = dense<2> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %20 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %cst_3 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_4> : tensor<4x8xi64>
    %cst_4 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_5> : tensor<4x8xi64>
    %cst_5 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_6> : tensor<4x8xi64>
    %cst_6 = arith.constant dense_resource<torch_tensor_4_8_torch.int64_7> : tensor<4x8xi64>
    %21 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %22 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %23 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %24 = tosa.reshape %arg0, %2 : (tensor<4x4x10xf32>, !tosa.shape<4>) -> tensor<4x4x1x10xf32>
    %25 = tosa.transpose %24 {perms = array<i32: 0, 2, 3, 1>} : (tensor<4x4x1x10xf32>) -> tensor<4x1x10x4xf32>
    %26 = tosa.conv2d %25, %11, %1, %3, %3 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<4x1x10x4xf32>, tensor<8x1x3x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x1x10x8xf32>
    %27 = tosa.transpose %26 {perms = array<i32: 0, 3, 1, 2>} : (tensor<4x1x10x8xf32>) -> tensor<4x8x1x10xf32>
    %28 = tosa.reshape %27, %4 : (tensor<4x8x1x10xf32>, !tosa.shape<3>) -> tensor<4x8x10xf32>
    %29 = tosa.reshape %27, %5 : (tensor<4x8x1x10xf32>, !tosa.shape<4>) -> tensor<4x2x4x10xf32>
    %30 = tosa.cast %29 : (tensor<4x2x4x10xf32>) -> tensor<4x2x4x10xf64>
    %31 = tosa.reduce_sum %30 {axis = 2 : i32} : (tensor<4x2x4x10xf64>) -> tensor<4x2x1x10xf64>
    %32 = tosa.reduce_sum %31 {axis = 3 : i32} : (tensor<4x2x1x10xf64>) -> tensor<4x2x1x1xf64>
    %33 = tosa.mul %32, %12, %6 : (tensor<4x2x1x1xf64>, tensor<1x1x1x1xf64>, tensor<1xi8>) -> tensor<4x2x1x1xf64>
    %34 = tosa.sub %30, %33 : (tensor<4x2x4x10xf64>, tensor<4x2x1x1xf64>) -> tensor<4x2x4x10xf64>
    %35 = tosa.mul %34, %34, %6 : (tensor<4x2x4x10xf64>, tensor<4x2x4x10xf64>, tensor<1xi8>) -> tensor<4x2x4x10xf64>
    %36 = tosa.reduce_sum %35 {axis = 2 : i32} : (tensor<4x2x4x10xf64>) -> tensor<4x2x1x10xf64>
    %37 = tosa.reduce_sum %36 {axis = 3 : i32} : (tensor<4x2x1x10xf64>) -> tensor<4x2x1x1xf64>
    %38 = tosa.mul %37, %12, %6 : (tensor<4x2x1x1xf64>, tensor<1x1x1x1xf64>, tensor<1xi8>) -> tensor<4x2x1x1xf64>
    %39 = tosa.cast %38 : (tensor<4x2x1x1xf64>) -> tensor<4x2x1x1xf32>
    %40 = tosa.reduce_sum %29 {axis = 2 : i32} : (tensor<4x2x4x10xf32>) -> tensor<4x2x1x10xf32>
    %41 = tosa.reduce_sum %40 {axis = 3 : i32} : (tensor<4x2x1x10xf32>) -> tensor<4x2x1x1xf32>
    %42 = tosa.mul %41, %13, %6 : (tensor<4x2x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<4x2x1x1xf32>
    %43 = tosa.add %39, %14 : (tensor<4x2x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<4x2x1x1xf32>
    %44 = tosa.rsqrt %43 : (tensor<4x2x1x1xf32>) -> tensor<4x2x1x1xf32>
    %45 = tosa.mul %44, %15, %6 : (tensor<4x2x1x1xf32>, tensor<1x2x4x1xf32>, tensor<1xi8>) -> tensor<4x2x4x1xf32>
    %46 = tosa.negate %42, %3, %3 : (tensor<4x2x1x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x2x1x1xf32>
    %47 = tosa.mul %46, %45, %6 : (tensor<4x2x1x1xf32>, tensor<4x2x4x1xf32>, tensor<1xi8>) -> tensor<4x2x4x1xf32>
    %48 = tosa.add %47, %16 : (tensor<4x2x4x1xf32>, tensor<1x2x4x1xf32>) -> tensor<4x2x4x1xf32>
    %49 = tosa.cast %cst : (tensor<4x8xi64>) -> tensor<4x8xi32>
    %50 = tosa.add %49, %18 : (tensor<4x8xi32>, tensor<1x1xi32>) -> tensor<4x8xi32>
    %51 = tosa.greater %17, %49 : (tensor<1x1xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %52 = tosa.select %51, %50, %49 : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %53 = tosa.reshape %52, %7 : (tensor<4x8xi32>, !tosa.shape<3>) -> tensor<4x8x1xi32>
    %54 = tosa.cast %cst_0 : (tensor<4x8xi64>) -> tensor<4x8xi32>
    %55 = tosa.add %54, %19 : (tensor<4x8xi32>, tensor<1x1xi32>) -> tensor<4x8xi32>
    %56 = tosa.greater %17, %54 : (tensor<1x1xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %57 = tosa.select %56, %55, %54 : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %58 = tosa.reshape %57, %7 : (tensor<4x8xi32>, !tosa.shape<3>) -> tensor<4x8x1xi32>
    %59 = tosa.cast %cst_1 : (tensor<4x8xi64>) -> tensor<4x8xi32>
    %60 = tosa.add %59, %18 : (tensor<4x8xi32>, tensor<1x1xi32>) -> tensor<4x8xi32>
    %61 = tosa.greater %17, %59 : (tensor<1x1xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %62 = tosa.select %61, %60, %59 : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %63 = tosa.reshape %62, %7 : (tensor<4x8xi32>, !tosa.shape<3>) -> tensor<4x8x1xi32>
    %64 = tosa.cast %cst_2 : (tensor<4x8xi64>) -> tensor<4x8xi32>
    %65 = tosa.add %64, %20 : (tensor<4x8xi32>, tensor<1x1xi32>) -> tensor<4x8xi32>
    %66 = tosa.greater %17, %64 : (tensor<1x1xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %67 = tosa.select %66, %65, %64 : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %68 = tosa.reshape %67, %7 : (tensor<4x8xi32>, !tosa.shape<3>) -> tensor<4x8x1xi32>
    %69 = tosa.concat %53, %58, %63, %68 {axis = 2 : i32} : (tensor<4x8x1xi32>, tensor<4x8x1xi32>, tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x4xi32>
    %70 = tosa.reshape %45, %8 : (tensor<4x2x4x1xf32>, !tosa.shape<3>) -> tensor<1x32x1xf32>
    %71 = tosa.reshape %69, %9 : (tensor<4x8x4xi32>, !tosa.shape<2>) -> tensor<32x4xi32>
    %72 = tosa.mul %71, %0, %6 : (tensor<32x4xi32>, tensor<1x4xi32>, tensor<1xi8>) -> tensor<32x4xi32>
    %73 = tosa.reduce_sum %72 {axis = 1 : i32} : (tensor<32x4xi32>) -> tensor<32x1xi32>
    %74 = tosa.reshape %73, %10 : (tensor<32x1xi32>, !tosa.shape<2>) -> tensor<1x32xi32>
    %75 = tosa.gather %70, %74 : (tensor<1x32x1xf32>, tensor<1x32xi32>) -> tensor<1x32x1xf32>
    %76 = tosa.cast %cst_3 : (tensor<4x8xi64>) -> tensor<4x8xi32>
    %77 = tosa.add %76, %18 : (tensor<4x8xi32>, tensor<1x1xi32>) -> tensor<4x8xi32>
    %78 = tosa.greater %17, %76 : (tensor<1x1xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %79 = tosa.select %78, %77, %76 : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %80 = tosa.reshape %79, %7 : (tensor<4x8xi32>, !tosa.shape<3>) -> tensor<4x8x1xi32>
    %81 = tosa.cast %cst_4 : (tensor<4x8xi64>) -> tensor<4x8xi32>
    %82 = tosa.add %81, %19 : (tensor<4x8xi32>, tensor<1x1xi32>) -> tensor<4x8xi32>
    %83 = tosa.greater %17, %81 : (tensor<1x1xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %84 = tosa.select %83, %82, %81 : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %85 = tosa.reshape %84, %7 : (tensor<4x8xi32>, !tosa.shape<3>) -> tensor<4x8x1xi32>
    %86 = tosa.cast %cst_5 : (tensor<4x8xi64>) -> tensor<4x8xi32>
    %87 = tosa.add %86, %18 : (tensor<4x8xi32>, tensor<1x1xi32>) -> tensor<4x8xi32>
    %88 = tosa.greater %17, %86 : (tensor<1x1xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %89 = tosa.select %88, %87, %86 : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %90 = tosa.reshape %89, %7 : (tensor<4x8xi32>, !tosa.shape<3>) -> tensor<4x8x1xi32>
    %91 = tosa.cast %cst_6 : (tensor<4x8xi64>) -> tensor<4x8xi32>
    %92 = tosa.add %91, %20 : (tensor<4x8xi32>, tensor<1x1xi32>) -> tensor<4x8xi32>
    %93 = tosa.greater %17, %91 : (tensor<1x1xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %94 = tosa.select %93, %92, %91 : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %95 = tosa.reshape %94, %7 : (tensor<4x8xi32>, !tosa.shape<3>) -> tensor<4x8x1xi32>
    %96 = tosa.concat %80, %85, %90, %95 {axis = 2 : i32} : (tensor<4x8x1xi32>, tensor<4x8x1xi32>, tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x4xi32>
    %97 = tosa.reshape %48, %8 : (tensor<4x2x4x1xf32>, !tosa.shape<3>) -> tensor<1x32x1xf32>
    %98 = tosa.reshape %96, %9 : (tensor<4x8x4xi32>, !tosa.shape<2>) -> tensor<32x4xi32>
    %99 = tosa.mul %98, %0, %6 : (tensor<32x4xi32>, tensor<1x4xi32>, tensor<1xi8>) -> tensor<32x4xi32>
    %100 = tosa.reduce_sum %99 {axis = 1 : i32} : (tensor<32x4xi32>) -> tensor<32x1xi32>
    %101 = tosa.reshape %100, %10 : (tensor<32x1xi32>, !tosa.shape<2>) -> tensor<1x32xi32>
    %102 = tosa.gather %97, %101 : (tensor<1x32x1xf32>, tensor<1x32xi32>) -> tensor<1x32x1xf32>
    %103 = tosa.reshape %75, %7 : (tensor<1x32x1xf32>, !tosa.shape<3>) -> tensor<4x8x1xf32>
    %104 = tosa.reshape %102, %7 : (tensor<1x32x1xf32>, !tosa.shape<3>) -> tensor<4x8x1xf32>
    %105 = tosa.mul %28, %103, %6 : (tensor<4x8x10xf32>, tensor<4x8x1xf32>, tensor<1xi8>) -> tensor<4x8x10xf32>
    %106 = tosa.add %105, %104 : (tensor<4x8x10xf32>, tensor<4x8x1xf32>) -> tensor<4x8x10xf32>
    %107 = tosa.mul %106, %23, %6 : (tensor<4x8x10xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x8x10xf32>
    %108 = tosa.erf %107 : (tensor<4x8x10xf32>) -> tensor<4x8x10xf32>
    %109 = tosa.add %108, %21 : (tensor<4x8x10xf32>, tensor<1x1x1xf32>) -> tensor<4x8x10xf32>
    %110 = tosa.mul %22, %109, %6 : (tensor<1x1x1xf32>, tensor<4x8x10xf32>, tensor<1xi8>) -> tensor<4x8x10xf32>
    %111 = tosa.mul %106, %110, %6 : (tensor<4x8x10xf32>, tensor<4x8x10xf32>, tensor<1xi8>) -> tensor<4x8x10xf32>
    %112 = tosa.reduce_max %111 {axis = 1 : i32} : (tensor<4x8x10xf32>) -> tensor<4x1x10xf32>
    %113 = tosa.sub %111, %112 : (tensor<4x8x10xf32>, tensor<4x1x10xf32>) -> tensor<4x8x10xf32>
    %114 = tosa.exp %113 : (tensor<4x8x10xf32>) -> tensor<4x8x10xf32>
    %115 = tosa.reduce_sum %114 {axis = 1 : i32} : (tensor<4x8x10xf32>) -> tensor<4x1x10xf32>
    %116 = tosa.log %115 : (tensor<4x1x10xf32>) -> tensor<4x1x10xf32>
    %117 = tosa.sub %113, %116 : (tensor<4x8x10xf32>, tensor<4x1x10xf32>) -> tensor<4x8x10xf32>
    return %117 : tensor<4x8x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000006499133E107B773D6E9866BED3362ABE580B8B3ECD2E473EF7E300BE38CC94BD",
      torch_tensor_8_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_8_torch.int64: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_1: "0x0800000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000000000000000000000000000000000000000000000000000000000000000000001000000000000000100000000000000010000000000000001000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000",
      torch_tensor_4_8_torch.int64_2: "0x0800000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_3: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_8_torch.int64_4: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000002000000000000000200000000000000020000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_5: "0x0800000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000000000000000000000000000000000000000000000000000000000000000000001000000000000000100000000000000010000000000000001000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000001000000000000000100000000000000010000000000000000000000000000000000000000000000000000000000000000000000000000000100000000000000010000000000000001000000000000000100000000000000",
      torch_tensor_4_8_torch.int64_6: "0x0800000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000000000000000000010000000000000002000000000000000300000000000000",
      torch_tensor_4_8_torch.int64_7: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
