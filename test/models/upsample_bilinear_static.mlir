module {
  func.func @main(%arg0: tensor<4x3x4x5xf32>) -> tensor<4x4x8x10xf32> {
    %0 = "tosa.const"() <{values = dense<[[80, 20, 5, 1]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>}> : () -> tensor<4xf32>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]> : tensor<10xi64>}> : () -> tensor<10xi64>
    %7 = "tosa.const"() <{values = dense<[0, 1, 2, 3]> : tensor<4xi64>}> : () -> tensor<4xi64>
    %8 = tosa.const_shape  {values = dense<[4, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[4, 1, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %10 = tosa.const_shape  {values = dense<[4, 1, 1, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %11 = tosa.const_shape  {values = dense<[1, 4, 1, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %12 = tosa.const_shape  {values = dense<[1, 1, 8, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %13 = tosa.const_shape  {values = dense<[1, 1, 1, 10, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %14 = tosa.const_shape  {values = dense<[1, 4, 8, 10, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %15 = tosa.const_shape  {values = dense<[4, 1, 8, 10, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %16 = tosa.const_shape  {values = dense<[4, 4, 1, 10, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %17 = tosa.const_shape  {values = dense<[4, 4, 8, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %18 = tosa.const_shape  {values = dense<[1, 320, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %19 = tosa.const_shape  {values = dense<[1280, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %20 = tosa.const_shape  {values = dense<[1, 1280]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %21 = tosa.const_shape  {values = dense<[4, 4, 8, 10]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %22 = tosa.const_shape  {values = dense<[1, 1, 1, 10]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %23 = tosa.const_shape  {values = dense<[1, 1, 8, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %24 = "tosa.const"() <{values = dense<"0x8BDABCBA6E96503DE29905BEC56ED33D293A6EBDE2A1ABBD543222BE9CF21ABD58288F3DDB0711BEFC443CBEC5A4233ECCCD97BDE48302BE2D3A22BDC461533D0379A2BD0E78133E56E479BBB69AE93B221DFEBCFC401C3E09D19B3D43D2A63CD7E88BBCDD7DEC3DF270323EA2D036BEFD12E6BD9A30CBBDEC1FF8BD6966293E2EADF83D619047BD1CDFAF3D6317E73D88A299BD1C07BF3D54CCAEBD87442A3E9AD3253CFC8AE3BBDB78FFBD6511CABD3613FC3D416FB5BD395D053DA8E9433E28AE09BE8F0038BE206D9C3D299138BE34650EBE15FBD43CCB21043EC6246E3D6AE69A3DBA11E8BDE15ED83D0448233EF4E3123DF6FCC6BCA57D2B3EE2C918BED7C7F03B94E22D3EF29508BEADA5363DD9E01C3DE89ACBBD8C83F43D215E2BBE3456B23D72393D3EE807913CB1819E3DAEDD17BE2093F6BDF077E9BD887090BDC0A837BE1F182F3ECD7C903DC5F3E2BDE0D7153E9451C73D7664393EEC9444BE76130D3EDEC9043E0C8B133D5D5F933D9FDAABBDFCCA04BDC90B43BEA06546BD34B801BD0CADFFBD3ABA3BBE566BB4BD86CCC43D7BB262BB7091973DB5FC243D8C6714BEFF72E9BDF5BA19BEAA0218BE"> : tensor<4x3x3x3xf32>}> : () -> tensor<4x3x3x3xf32>
    %25 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
    %26 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %27 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %28 = "tosa.const"() <{values = dense<-9223372036854775808> : tensor<1x1xi64>}> : () -> tensor<1x1xi64>
    %29 = "tosa.const"() <{values = dense<3> : tensor<1x1xi64>}> : () -> tensor<1x1xi64>
    %30 = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %31 = "tosa.const"() <{values = dense<-9223372036854775808> : tensor<1xi64>}> : () -> tensor<1xi64>
    %32 = "tosa.const"() <{values = dense<4> : tensor<1xi64>}> : () -> tensor<1xi64>
    %33 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %34 = "tosa.const"() <{values = dense<4> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %35 = "tosa.const"() <{values = dense<0> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %36 = "tosa.const"() <{values = dense<4> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %37 = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %38 = "tosa.const"() <{values = dense<4> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %39 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %40 = "tosa.const"() <{values = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
    %41 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<4x3x4x5xf32>) -> tensor<4x4x5x3xf32>
    %42 = tosa.conv2d %41, %24, %1, %2, %2 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<4x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x4x5x4xf32>
    %43 = tosa.transpose %42 {perms = array<i32: 0, 3, 1, 2>} : (tensor<4x4x5x4xf32>) -> tensor<4x4x4x5xf32>
    %44 = tosa.cast %3 : (tensor<8xi64>) -> tensor<8xf32>
    %45 = tosa.add %44, %25 : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    %46 = tosa.mul %45, %25, %4 : (tensor<8xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<8xf32>
    %47 = tosa.sub %46, %25 : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    %48 = tosa.clamp %47 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<8xf32>) -> tensor<8xf32>
    %49 = tosa.reshape %48, %5 : (tensor<8xf32>, !tosa.shape<2>) -> tensor<8x1xf32>
    %50 = tosa.floor %49 : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %51 = tosa.ceil %49 : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %52 = tosa.greater %26, %49 : (tensor<1x1xf32>, tensor<8x1xf32>) -> tensor<8x1xi1>
    %53 = tosa.select %52, %51, %50 : (tensor<8x1xi1>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %54 = tosa.cast %53 : (tensor<8x1xf32>) -> tensor<8x1xi64>
    %55 = tosa.cast %54 : (tensor<8x1xi64>) -> tensor<8x1xi32>
    %56 = tosa.add %55, %27 : (tensor<8x1xi32>, tensor<1x1xi32>) -> tensor<8x1xi32>
    %57 = tosa.cast %56 : (tensor<8x1xi32>) -> tensor<8x1xi64>
    %58 = tosa.maximum %57, %28 : (tensor<8x1xi64>, tensor<1x1xi64>) -> tensor<8x1xi64>
    %59 = tosa.minimum %58, %29 : (tensor<8x1xi64>, tensor<1x1xi64>) -> tensor<8x1xi64>
    %60 = tosa.cast %6 : (tensor<10xi64>) -> tensor<10xf32>
    %61 = tosa.add %60, %25 : (tensor<10xf32>, tensor<1xf32>) -> tensor<10xf32>
    %62 = tosa.mul %61, %25, %4 : (tensor<10xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<10xf32>
    %63 = tosa.sub %62, %25 : (tensor<10xf32>, tensor<1xf32>) -> tensor<10xf32>
    %64 = tosa.clamp %63 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<10xf32>) -> tensor<10xf32>
    %65 = tosa.floor %64 : (tensor<10xf32>) -> tensor<10xf32>
    %66 = tosa.ceil %64 : (tensor<10xf32>) -> tensor<10xf32>
    %67 = tosa.greater %2, %64 : (tensor<1xf32>, tensor<10xf32>) -> tensor<10xi1>
    %68 = tosa.select %67, %66, %65 : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %69 = tosa.cast %68 : (tensor<10xf32>) -> tensor<10xi64>
    %70 = tosa.cast %69 : (tensor<10xi64>) -> tensor<10xi32>
    %71 = tosa.add %70, %30 : (tensor<10xi32>, tensor<1xi32>) -> tensor<10xi32>
    %72 = tosa.cast %71 : (tensor<10xi32>) -> tensor<10xi64>
    %73 = tosa.maximum %72, %31 : (tensor<10xi64>, tensor<1xi64>) -> tensor<10xi64>
    %74 = tosa.minimum %73, %32 : (tensor<10xi64>, tensor<1xi64>) -> tensor<10xi64>
    %75 = tosa.reshape %7, %8 : (tensor<4xi64>, !tosa.shape<3>) -> tensor<4x1x1xi64>
    %76 = tosa.reshape %7, %9 : (tensor<4xi64>, !tosa.shape<4>) -> tensor<4x1x1x1xi64>
    %77 = tosa.cast %76 : (tensor<4x1x1x1xi64>) -> tensor<4x1x1x1xi32>
    %78 = tosa.add %77, %34 : (tensor<4x1x1x1xi32>, tensor<1x1x1x1xi32>) -> tensor<4x1x1x1xi32>
    %79 = tosa.greater %33, %77 : (tensor<1x1x1x1xi32>, tensor<4x1x1x1xi32>) -> tensor<4x1x1x1xi1>
    %80 = tosa.select %79, %78, %77 : (tensor<4x1x1x1xi1>, tensor<4x1x1x1xi32>, tensor<4x1x1x1xi32>) -> tensor<4x1x1x1xi32>
    %81 = tosa.reshape %80, %10 : (tensor<4x1x1x1xi32>, !tosa.shape<5>) -> tensor<4x1x1x1x1xi32>
    %82 = tosa.cast %75 : (tensor<4x1x1xi64>) -> tensor<4x1x1xi32>
    %83 = tosa.add %82, %36 : (tensor<4x1x1xi32>, tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %84 = tosa.greater %35, %82 : (tensor<1x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %85 = tosa.select %84, %83, %82 : (tensor<4x1x1xi1>, tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi32>
    %86 = tosa.cast %54 : (tensor<8x1xi64>) -> tensor<8x1xi32>
    %87 = tosa.add %86, %38 : (tensor<8x1xi32>, tensor<1x1xi32>) -> tensor<8x1xi32>
    %88 = tosa.greater %37, %86 : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %89 = tosa.select %88, %87, %86 : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %90 = tosa.cast %69 : (tensor<10xi64>) -> tensor<10xi32>
    %91 = tosa.add %90, %40 : (tensor<10xi32>, tensor<1xi32>) -> tensor<10xi32>
    %92 = tosa.greater %39, %90 : (tensor<1xi32>, tensor<10xi32>) -> tensor<10xi1>
    %93 = tosa.select %92, %91, %90 : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %94 = tosa.reshape %85, %11 : (tensor<4x1x1xi32>, !tosa.shape<5>) -> tensor<1x4x1x1x1xi32>
    %95 = tosa.reshape %89, %12 : (tensor<8x1xi32>, !tosa.shape<5>) -> tensor<1x1x8x1x1xi32>
    %96 = tosa.reshape %93, %13 : (tensor<10xi32>, !tosa.shape<5>) -> tensor<1x1x1x10x1xi32>
    %97 = tosa.tile %81, %14 : (tensor<4x1x1x1x1xi32>, !tosa.shape<5>) -> tensor<4x4x8x10x1xi32>
    %98 = tosa.tile %94, %15 : (tensor<1x4x1x1x1xi32>, !tosa.shape<5>) -> tensor<4x4x8x10x1xi32>
    %99 = tosa.tile %95, %16 : (tensor<1x1x8x1x1xi32>, !tosa.shape<5>) -> tensor<4x4x8x10x1xi32>
    %100 = tosa.tile %96, %17 : (tensor<1x1x1x10x1xi32>, !tosa.shape<5>) -> tensor<4x4x8x10x1xi32>
    %101 = tosa.concat %97, %98, %99, %100 {axis = 4 : i32} : (tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>) -> tensor<4x4x8x10x4xi32>
    %102 = tosa.reshape %43, %18 : (tensor<4x4x4x5xf32>, !tosa.shape<3>) -> tensor<1x320x1xf32>
    %103 = tosa.reshape %101, %19 : (tensor<4x4x8x10x4xi32>, !tosa.shape<2>) -> tensor<1280x4xi32>
    %104 = tosa.mul %103, %0, %4 : (tensor<1280x4xi32>, tensor<1x4xi32>, tensor<1xi8>) -> tensor<1280x4xi32>
    %105 = tosa.reduce_sum %104 {axis = 1 : i32} : (tensor<1280x4xi32>) -> tensor<1280x1xi32>
    %106 = tosa.reshape %105, %20 : (tensor<1280x1xi32>, !tosa.shape<2>) -> tensor<1x1280xi32>
    %107 = tosa.gather %102, %106 : (tensor<1x320x1xf32>, tensor<1x1280xi32>) -> tensor<1x1280x1xf32>
    %108 = tosa.reshape %107, %21 : (tensor<1x1280x1xf32>, !tosa.shape<4>) -> tensor<4x4x8x10xf32>
    %109 = tosa.cast %74 : (tensor<10xi64>) -> tensor<10xi32>
    %110 = tosa.add %109, %40 : (tensor<10xi32>, tensor<1xi32>) -> tensor<10xi32>
    %111 = tosa.greater %39, %109 : (tensor<1xi32>, tensor<10xi32>) -> tensor<10xi1>
    %112 = tosa.select %111, %110, %109 : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %113 = tosa.reshape %112, %13 : (tensor<10xi32>, !tosa.shape<5>) -> tensor<1x1x1x10x1xi32>
    %114 = tosa.tile %113, %17 : (tensor<1x1x1x10x1xi32>, !tosa.shape<5>) -> tensor<4x4x8x10x1xi32>
    %115 = tosa.concat %97, %98, %99, %114 {axis = 4 : i32} : (tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>) -> tensor<4x4x8x10x4xi32>
    %116 = tosa.reshape %115, %19 : (tensor<4x4x8x10x4xi32>, !tosa.shape<2>) -> tensor<1280x4xi32>
    %117 = tosa.mul %116, %0, %4 : (tensor<1280x4xi32>, tensor<1x4xi32>, tensor<1xi8>) -> tensor<1280x4xi32>
    %118 = tosa.reduce_sum %117 {axis = 1 : i32} : (tensor<1280x4xi32>) -> tensor<1280x1xi32>
    %119 = tosa.reshape %118, %20 : (tensor<1280x1xi32>, !tosa.shape<2>) -> tensor<1x1280xi32>
    %120 = tosa.gather %102, %119 : (tensor<1x320x1xf32>, tensor<1x1280xi32>) -> tensor<1x1280x1xf32>
    %121 = tosa.reshape %120, %21 : (tensor<1x1280x1xf32>, !tosa.shape<4>) -> tensor<4x4x8x10xf32>
    %122 = tosa.cast %59 : (tensor<8x1xi64>) -> tensor<8x1xi32>
    %123 = tosa.add %122, %38 : (tensor<8x1xi32>, tensor<1x1xi32>) -> tensor<8x1xi32>
    %124 = tosa.greater %37, %122 : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %125 = tosa.select %124, %123, %122 : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %126 = tosa.reshape %125, %12 : (tensor<8x1xi32>, !tosa.shape<5>) -> tensor<1x1x8x1x1xi32>
    %127 = tosa.tile %126, %16 : (tensor<1x1x8x1x1xi32>, !tosa.shape<5>) -> tensor<4x4x8x10x1xi32>
    %128 = tosa.concat %97, %98, %127, %100 {axis = 4 : i32} : (tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>) -> tensor<4x4x8x10x4xi32>
    %129 = tosa.reshape %128, %19 : (tensor<4x4x8x10x4xi32>, !tosa.shape<2>) -> tensor<1280x4xi32>
    %130 = tosa.mul %129, %0, %4 : (tensor<1280x4xi32>, tensor<1x4xi32>, tensor<1xi8>) -> tensor<1280x4xi32>
    %131 = tosa.reduce_sum %130 {axis = 1 : i32} : (tensor<1280x4xi32>) -> tensor<1280x1xi32>
    %132 = tosa.reshape %131, %20 : (tensor<1280x1xi32>, !tosa.shape<2>) -> tensor<1x1280xi32>
    %133 = tosa.gather %102, %132 : (tensor<1x320x1xf32>, tensor<1x1280xi32>) -> tensor<1x1280x1xf32>
    %134 = tosa.reshape %133, %21 : (tensor<1x1280x1xf32>, !tosa.shape<4>) -> tensor<4x4x8x10xf32>
    %135 = tosa.concat %97, %98, %127, %114 {axis = 4 : i32} : (tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>, tensor<4x4x8x10x1xi32>) -> tensor<4x4x8x10x4xi32>
    %136 = tosa.reshape %135, %19 : (tensor<4x4x8x10x4xi32>, !tosa.shape<2>) -> tensor<1280x4xi32>
    %137 = tosa.mul %136, %0, %4 : (tensor<1280x4xi32>, tensor<1x4xi32>, tensor<1xi8>) -> tensor<1280x4xi32>
    %138 = tosa.reduce_sum %137 {axis = 1 : i32} : (tensor<1280x4xi32>) -> tensor<1280x1xi32>
    %139 = tosa.reshape %138, %20 : (tensor<1280x1xi32>, !tosa.shape<2>) -> tensor<1x1280xi32>
    %140 = tosa.gather %102, %139 : (tensor<1x320x1xf32>, tensor<1x1280xi32>) -> tensor<1x1280x1xf32>
    %141 = tosa.reshape %140, %21 : (tensor<1x1280x1xf32>, !tosa.shape<4>) -> tensor<4x4x8x10xf32>
    %142 = tosa.cast %69 : (tensor<10xi64>) -> tensor<10xf32>
    %143 = tosa.sub %64, %142 : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %144 = tosa.clamp %143 {max_val = 1.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<10xf32>) -> tensor<10xf32>
    %145 = tosa.sub %121, %108 : (tensor<4x4x8x10xf32>, tensor<4x4x8x10xf32>) -> tensor<4x4x8x10xf32>
    %146 = tosa.reshape %144, %22 : (tensor<10xf32>, !tosa.shape<4>) -> tensor<1x1x1x10xf32>
    %147 = tosa.mul %145, %146, %4 : (tensor<4x4x8x10xf32>, tensor<1x1x1x10xf32>, tensor<1xi8>) -> tensor<4x4x8x10xf32>
    %148 = tosa.add %108, %147 : (tensor<4x4x8x10xf32>, tensor<4x4x8x10xf32>) -> tensor<4x4x8x10xf32>
    %149 = tosa.sub %141, %134 : (tensor<4x4x8x10xf32>, tensor<4x4x8x10xf32>) -> tensor<4x4x8x10xf32>
    %150 = tosa.mul %149, %146, %4 : (tensor<4x4x8x10xf32>, tensor<1x1x1x10xf32>, tensor<1xi8>) -> tensor<4x4x8x10xf32>
    %151 = tosa.add %134, %150 : (tensor<4x4x8x10xf32>, tensor<4x4x8x10xf32>) -> tensor<4x4x8x10xf32>
    %152 = tosa.cast %54 : (tensor<8x1xi64>) -> tensor<8x1xf32>
    %153 = tosa.sub %49, %152 : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %154 = tosa.clamp %153 {max_val = 1.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %155 = tosa.sub %151, %148 : (tensor<4x4x8x10xf32>, tensor<4x4x8x10xf32>) -> tensor<4x4x8x10xf32>
    %156 = tosa.reshape %154, %23 : (tensor<8x1xf32>, !tosa.shape<4>) -> tensor<1x1x8x1xf32>
    %157 = tosa.mul %155, %156, %4 : (tensor<4x4x8x10xf32>, tensor<1x1x8x1xf32>, tensor<1xi8>) -> tensor<4x4x8x10xf32>
    %158 = tosa.add %148, %157 : (tensor<4x4x8x10xf32>, tensor<4x4x8x10xf32>) -> tensor<4x4x8x10xf32>
    return %158 : tensor<4x4x8x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x0400000015BC2DBC1BB6EC3C4F69A1BD5EDFE93D"
    }
  }
#-}
