module {
  func.func @main(%arg0: tensor<?x3x8x8xf32>) -> tensor<?x6xf32> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>}> : () -> tensor<6xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = tosa.const_shape  {values = dense<[-1, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = "tosa.const"() <{values = dense<"0x8BDABCBA6E96503DE29905BEC56ED33D293A6EBDE2A1ABBD543222BE9CF21ABD58288F3DDB0711BEFC443CBEC5A4233ECCCD97BDE48302BE2D3A22BDC461533D0379A2BD0E78133E56E479BBB69AE93B221DFEBCFC401C3E09D19B3D43D2A63CD7E88BBCDD7DEC3DF270323EA2D036BEFD12E6BD9A30CBBDEC1FF8BD6966293E2EADF83D619047BD1CDFAF3D6317E73D88A299BD1C07BF3D54CCAEBD87442A3E9AD3253CFC8AE3BBDB78FFBD6511CABD3613FC3D416FB5BD395D053DA8E9433E28AE09BE8F0038BE206D9C3D299138BE34650EBE15FBD43CCB21043EC6246E3D6AE69A3DBA11E8BDE15ED83D0448233EF4E3123DF6FCC6BCA57D2B3EE2C918BED7C7F03B94E22D3EF29508BEADA5363DD9E01C3DE89ACBBD8C83F43D215E2BBE3456B23D72393D3EE807913CB1819E3DAEDD17BE2093F6BDF077E9BD887090BDC0A837BE1F182F3ECD7C903DC5F3E2BDE0D7153E9451C73D7664393EEC9444BE76130D3EDEC9043E0C8B133D5D5F933D9FDAABBDFCCA04BDC90B43BEA06546BD34B801BD0CADFFBD3ABA3BBE566BB4BD86CCC43D7BB262BB7091973DB5FC243D8C6714BEFF72E9BDF5BA19BEAA0218BE15BC2DBCB8460E3C335445BD1BB6EC3C4105E63C62FDBFBD4F69A1BD6CF53A3DEFE189BD5EDFE93DBAAB9A3D9E8521BE27D9EFBD11DF3C3C9CAD27BD7ED0323EA84FC0BDBD7F283D210D073E6D80BA3D366200BE512F26BEC2093DBEB1D021BC7F3044BDAC9BE9BD6A120D3EE211A2BCFE0731BEC425D83D6E43AF3B0CDABABD4B16D53DE10188BC6C2F063E3D0F3EBE44881F3DF984A3BA28DBF53DBD9BFA3D9EE7C3BD51351ABE3AAC3A3E260417BE4AA626BDAE4CFA3D656D38BEE5CF9FBD91193B3EE85326BE7BD517BD9E0964BC29E41FBDACC51ABD"> : tensor<6x3x3x3xf32>}> : () -> tensor<6x3x3x3xf32>
    %5 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %6 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %7 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<?x3x8x8xf32>) -> tensor<?x8x8x3xf32>
    %8 = tosa.conv2d %7, %4, %0, %1, %1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<?x8x8x3xf32>, tensor<6x3x3x3xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4x4x6xf32>
    %9 = tosa.clamp %8 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<?x4x4x6xf32>) -> tensor<?x4x4x6xf32>
    %10 = tosa.max_pool2d %9 {kernel = array<i64: 3, 3>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<?x4x4x6xf32>) -> tensor<?x2x2x6xf32>
    %11 = tosa.transpose %10 {perms = array<i32: 0, 3, 1, 2>} : (tensor<?x2x2x6xf32>) -> tensor<?x6x2x2xf32>
    %12 = tosa.reduce_sum %11 {axis = 3 : i32} : (tensor<?x6x2x2xf32>) -> tensor<?x6x2x1xf32>
    %13 = tosa.reduce_sum %12 {axis = 2 : i32} : (tensor<?x6x2x1xf32>) -> tensor<?x6x1x1xf32>
    %14 = tosa.mul %13, %5, %2 : (tensor<?x6x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<?x6x1x1xf32>
    %15 = tosa.reshape %14, %3 : (tensor<?x6x1x1xf32>, !tosa.shape<2>) -> tensor<?x6xf32>
    %16 = tosa.mul %15, %6, %2 : (tensor<?x6xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x6xf32>
    return %16 : tensor<?x6xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_6_torch.float32: "0x04000000FBD630BE21282ABEAAB2F6BC201B233B020CB3BDAD78943D"
    }
  }
#-}
