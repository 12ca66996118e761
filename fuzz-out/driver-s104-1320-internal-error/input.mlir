
// CHECK-LABEL: func.func @cast_i8_to_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.sitofp %[[IN]] : i8 to f32
// CHECK-NEXT:      %[[V3:.*]] = arith.truncf %[[V2]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V3]] : f16
func.func @cast_i8_to_f16(%a0: tensor<4xi8>) -> tensor<4xf16> {
  %0 = tosa.cast %a0 : (tensor<4xi8>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
  %0 = scf.execute_region -> tensor<?xf32> {
  %fz1_0 = scf.execute_region -> tensor<?xf32> {
  %fz2_0 = scf.execute_region -> tensor<?xf32> {
  %fz3_0 = scf.execute_region -> tensor<?xf32> {
  %fz4_0 = scf.execute_region -> tensor<?xf32> {
  %fz5_0 = scf.execute_region -> tensor<?xf32> {
  %fz6_0 = scf.execute_region -> tensor<?xf32> {
  %fz7_0 = scf.execute_region -> tensor<?xf32> {
  %fz8_0 = scf.execute_region -> tensor<?xf32> {
  %fz9_0 = scf.execute_region -> tensor<?xf32> {
  %fz10_0 = scf.execute_region -> tensor<?xf32> {
  %fz11_0 = scf.execute_region -> tensor<?xf32> {
  %fz12_0 = scf.execute_region -> tensor<?xf32> {
  %fz13_0 = scf.execute_region -> tensor<?xf32> {
  %fz14_0 = scf.execute_region -> tensor<?xf32> {
  %fz15_0 = scf.execute_region -> tensor<?xf32> {
  %fz16_0 = scf.execute_region -> tensor<?xf32> {
  %fz17_0 = scf.execute_region -> tensor<?xf32> {
  %fz18_0 = scf.execute_region -> tensor<?xf32> {
  %fz19_0 = scf.execute_region -> tensor<?xf32> {
  %fz20_0 = scf.execute_region -> tensor<?xf32> {
  %fz21_0 = scf.execute_region -> tensor<?xf32> {
  %fz22_0 = scf.execute_region -> tensor<?xf32> {
  %fz23_0 = scf.execute_region -> tensor<?xf32> {
  %fz24_0 = scf.execute_region -> tensor<?xf32> {
  %fz25_0 = scf.execute_region -> tensor<?xf32> {
  %fz26_0 = scf.execute_region -> tensor<?xf32> {
  %fz27_0 = scf.execute_region -> tensor<?xf32> {
  %fz28_0 = scf.execute_region -> tensor<?xf32> {
  %fz29_0 = scf.execute_region -> tensor<?xf32> {
  %fz30_0 = scf.execute_region -> tensor<?xf32> {
  %fz31_0 = scf.execute_region -> tensor<?xf32> {
  %fz32_0 = scf.execute_region -> tensor<?xf32> {
  %fz33_0 = scf.execute_region -> tensor<?xf32> {
  %fz34_0 = scf.execute_region -> tensor<?xf32> {
  %fz35_0 = scf.execute_region -> tensor<?xf32> {
  %fz36_0 = scf.execute_region -> tensor<?xf32> {
  %fz37_0 = scf.execute_region -> tensor<?xf32> {
  %fz38_0 = scf.execute_region -> tensor<?xf32> {
  %fz39_0 = scf.execute_region -> tensor<?xf32> {
  %fz40_0 = scf.execute_region -> tensor<?xf32> {
  %fz41_0 = scf.execute_region -> tensor<?xf32> {
  %fz42_0 = scf.execute_region -> tensor<?xf32> {
  %fz43_0 = scf.execute_region -> tensor<?xf32> {
  %fz44_0 = scf.execute_region -> tensor<?xf32> {
  %fz45_0 = scf.execute_region -> tensor<?xf32> {
  %fz46_0 = scf.execute_region -> tensor<?xf32> {
  %fz47_0 = scf.execute_region -> tensor<?xf32> {
  %fz48_0 = scf.execute_region -> tensor<?xf32> {
  %fz49_0 = scf.execute_region -> tensor<?xf32> {
  %fz50_0 = scf.execute_region -> tensor<?xf32> {
  %fz51_0 = scf.execute_region -> tensor<?xf32> {
  %fz52_0 = scf.execute_region -> tensor<?xf32> {
  %fz53_0 = scf.execute_region -> tensor<?xf32> {
  %fz54_0 = scf.execute_region -> tensor<?xf32> {
  %fz55_0 = scf.execute_region -> tensor<?xf32> {
  %fz56_0 = scf.execute_region -> tensor<?xf32> {
  %fz57_0 = scf.execute_region -> tensor<?xf32> {
  %fz58_0 = scf.execute_region -> tensor<?xf32> {
  %fz59_0 = scf.execute_region -> tensor<?xf32> {
  %fz60_0 = scf.execute_region -> tensor<?xf32> {
  %fz61_0 = scf.execute_region -> tensor<?xf32> {
  %fz62_0 = scf.execute_region -> tensor<?xf32> {
  %fz63_0 = scf.execute_region -> tensor<?xf32> {
  %fz64_0 = scf.execute_region -> tensor<?xf32> {
  %fz65_0 = scf.execute_region -> tensor<?xf32> {
  %fz66_0 = scf.execute_region -> tensor<?xf32> {
  %fz67_0 = scf.execute_region -> tensor<?xf32> {
  %fz68_0 = scf.execute_region -> tensor<?xf32> {
  %fz69_0 = scf.execute_region -> tensor<?xf32> {
  %fz70_0 = scf.execute_region -> tensor<?xf32> {
  %fz71_0 = scf.execute_region -> tensor<?xf32> {
  %fz72_0 = scf.execute_region -> tensor<?xf32> {
  %fz73_0 = scf.execute_region -> tensor<?xf32> {
  %fz74_0 = scf.execute_region -> tensor<?xf32> {
  %fz75_0 = scf.execute_region -> tensor<?xf32> {
  %fz76_0 = scf.execute_region -> tensor<?xf32> {
  %fz77_0 = scf.execute_region -> tensor<?xf32> {
  %fz78_0 = scf.execute_region -> tensor<?xf32> {
  %fz79_0 = scf.execute_region -> tensor<?xf32> {
  %fz80_0 = scf.execute_region -> tensor<?xf32> {
  %fz81_0 = scf.execute_region -> tensor<?xf32> {
  %fz82_0 = scf.execute_region -> tensor<?xf32> {
  %fz83_0 = scf.execute_region -> tensor<?xf32> {
  %fz84_0 = scf.execute_region -> tensor<?xf32> {
  %fz85_0 = scf.execute_region -> tensor<?xf32> {
  %fz86_0 = scf.execute_region -> tensor<?xf32> {
  %fz87_0 = scf.execute_region -> tensor<?xf32> {
  %fz88_0 = scf.execute_region -> tensor<?xf32> {
  %fz89_0 = scf.execute_region -> tensor<?xf32> {
  %fz90_0 = scf.execute_region -> tensor<?xf32> {
  %fz91_0 = scf.execute_region -> tensor<?xf32> {
  %fz92_0 = scf.execute_region -> tensor<?xf32> {
  %fz93_0 = scf.execute_region -> tensor<?xf32> {
  %fz94_0 = scf.execute_region -> tensor<?xf32> {
  %fz95_0 = scf.execute_region -> tensor<?xf32> {
  %fz96_0 = scf.execute_region -> tensor<?xf32> {
  %fz97_0 = scf.execute_region -> tensor<?xf32> {
  %fz98_0 = scf.execute_region -> tensor<?xf32> {
  %fz99_0 = scf.execute_region -> tensor<?xf32> {
  %fz100_0 = scf.execute_region -> tensor<?xf32> {
  %fz101_0 = scf.execute_region -> tensor<?xf32> {
  %fz102_0 = scf.execute_region -> tensor<?xf32> {
  %fz103_0 = scf.execute_region -> tensor<?xf32> {
  %fz104_0 = scf.execute_region -> tensor<?xf32> {
  %fz105_0 = scf.execute_region -> tensor<?xf32> {
  %fz106_0 = scf.execute_region -> tensor<?xf32> {
  %fz107_0 = scf.execute_region -> tensor<?xf32> {
  %fz108_0 = scf.execute_region -> tensor<?xf32> {
  %fz109_0 = scf.execute_region -> tensor<?xf32> {
  %fz110_0 = scf.execute_region -> tensor<?xf32> {
  %fz111_0 = scf.execute_region -> tensor<?xf32> {
  %fz112_0 = scf.execute_region -> tensor<?xf32> {
  %fz113_0 = scf.execute_region -> tensor<?xf32> {
  %fz114_0 = scf.execute_region -> tensor<?xf32> {
  %fz115_0 = scf.execute_region -> tensor<?xf32> {
  %fz116_0 = scf.execute_region -> tensor<?xf32> {
  %fz117_0 = scf.execute_region -> tensor<?xf32> {
  %fz118_0 = scf.execute_region -> tensor<?xf32> {
  %fz119_0 = scf.execute_region -> tensor<?xf32> {
  %fz120_0 = scf.execute_region -> tensor<?xf32> {
  %fz121_0 = scf.execute_region -> tensor<?xf32> {
  %fz122_0 = scf.execute_region -> tensor<?xf32> {
  %fz123_0 = scf.execute_region -> tensor<?xf32> {
  %fz124_0 = scf.execute_region -> tensor<?xf32> {
  %fz125_0 = scf.execute_region -> tensor<?xf32> {
  %fz126_0 = scf.execute_region -> tensor<?xf32> {
  %fz127_0 = scf.execute_region -> tensor<?xf32> {
  %fz128_0 = scf.execute_region -> tensor<?xf32> {
  %fz129_0 = scf.execute_region -> tensor<?xf32> {
  %fz130_0 = scf.execute_region -> tensor<?xf32> {
  %fz131_0 = scf.execute_region -> tensor<?xf32> {
  %fz132_0 = scf.execute_region -> tensor<?xf32> {
  %fz133_0 = scf.execute_region -> tensor<?xf32> {
  %fz134_0 = scf.execute_region -> tensor<?xf32> {
  %fz135_0 = scf.execute_region -> tensor<?xf32> {
  %fz136_0 = scf.execute_region -> tensor<?xf32> {
  %fz137_0 = scf.execute_region -> tensor<?xf32> {
  %fz138_0 = scf.execute_region -> tensor<?xf32> {
  %fz139_0 = scf.execute_region -> tensor<?xf32> {
  %fz140_0 = scf.execute_region -> tensor<?xf32> {
  %fz141_0 = scf.execute_region -> tensor<?xf32> {
  %fz142_0 = scf.execute_region -> tensor<?xf32> {
  %fz143_0 = scf.execute_region -> tensor<?xf32> {
  %fz144_0 = scf.execute_region -> tensor<?xf32> {
  %fz145_0 = scf.execute_region -> tensor<?xf32> {
  %fz146_0 = scf.execute_region -> tensor<?xf32> {
  %fz147_0 = scf.execute_region -> tensor<?xf32> {
  %fz148_0 = scf.execute_region -> tensor<?xf32> {
  %fz149_0 = scf.execute_region -> tensor<?xf32> {
  %fz150_0 = scf.execute_region -> tensor<?xf32> {
  %fz151_0 = scf.execute_region -> tensor<?xf32> {
  %fz152_0 = scf.execute_region -> tensor<?xf32> {
  %fz153_0 = scf.execute_region -> tensor<?xf32> {
  %fz154_0 = scf.execute_region -> tensor<?xf32> {
  %fz155_0 = scf.execute_region -> tensor<?xf32> {
  %fz156_0 = scf.execute_region -> tensor<?xf32> {
  %fz157_0 = scf.execute_region -> tensor<?xf32> {
  %fz158_0 = scf.execute_region -> tensor<?xf32> {
  %fz159_0 = scf.execute_region -> tensor<?xf32> {
  %fz160_0 = scf.execute_region -> tensor<?xf32> {
  %fz161_0 = scf.execute_region -> tensor<?xf32> {
  %fz162_0 = scf.execute_region -> tensor<?xf32> {
  %fz163_0 = scf.execute_region -> tensor<?xf32> {
  %fz164_0 = scf.execute_region -> tensor<?xf32> {
  %fz165_0 = scf.execute_region -> tensor<?xf32> {
  %fz166_0 = scf.execute_region -> tensor<?xf32> {
  %fz167_0 = scf.execute_region -> tensor<?xf32> {
  %fz168_0 = scf.execute_region -> tensor<?xf32> {
  %fz169_0 = scf.execute_region -> tensor<?xf32> {
  %fz170_0 = scf.execute_region -> tensor<?xf32> {
  %fz171_0 = scf.execute_region -> tensor<?xf32> {
  %fz172_0 = scf.execute_region -> tensor<?xf32> {
  %fz173_0 = scf.execute_region -> tensor<?xf32> {
  %fz174_0 = scf.execute_region -> tensor<?xf32> {
  %fz175_0 = scf.execute_region -> tensor<?xf32> {
  %fz176_0 = scf.execute_region -> tensor<?xf32> {
  %fz177_0 = scf.execute_region -> tensor<?xf32> {
  %fz178_0 = scf.execute_region -> tensor<?xf32> {
  %fz179_0 = scf.execute_region -> tensor<?xf32> {
  %fz180_0 = scf.execute_region -> tensor<?xf32> {
  %fz181_0 = scf.execute_region -> tensor<?xf32> {
  %fz182_0 = scf.execute_region -> tensor<?xf32> {
  %fz183_0 = scf.execute_region -> tensor<?xf32> {
  %fz184_0 = scf.execute_region -> tensor<?xf32> {
  %fz185_0 = scf.execute_region -> tensor<?xf32> {
  %fz186_0 = scf.execute_region -> tensor<?xf32> {
  %fz187_0 = scf.execute_region -> tensor<?xf32> {
  %fz188_0 = scf.execute_region -> tensor<?xf32> {
  %fz189_0 = scf.execute_region -> tensor<?xf32> {
  %fz190_0 = scf.execute_region -> tensor<?xf32> {
  %fz191_0 = scf.execute_region -> tensor<?xf32> {
  %fz192_0 = scf.execute_region -> tensor<?xf32> {
  %fz193_0 = scf.execute_region -> tensor<?xf32> {
  %fz194_0 = scf.execute_region -> tensor<?xf32> {
  %fz195_0 = scf.execute_region -> tensor<?xf32> {
  %fz196_0 = scf.execute_region -> tensor<?xf32> {
  %fz197_0 = scf.execute_region -> tensor<?xf32> {
  %fz198_0 = scf.execute_region -> tensor<?xf32> {
  %fz199_0 = scf.execute_region -> tensor<?xf32> {
  %fz200_0 = scf.execute_region -> tensor<?xf32> {
  %fz201_0 = scf.execute_region -> tensor<?xf32> {
  %fz202_0 = scf.execute_region -> tensor<?xf32> {
  %fz203_0 = scf.execute_region -> tensor<?xf32> {
  %fz204_0 = scf.execute_region -> tensor<?xf32> {
  %fz205_0 = scf.execute_region -> tensor<?xf32> {
  %fz206_0 = scf.execute_region -> tensor<?xf32> {
  %fz207_0 = scf.execute_region -> tensor<?xf32> {
  %fz208_0 = scf.execute_region -> tensor<?xf32> {
  %fz209_0 = scf.execute_region -> tensor<?xf32> {
  %fz210_0 = scf.execute_region -> tensor<?xf32> {
  %fz211_0 = scf.execute_region -> tensor<?xf32> {
  %fz212_0 = scf.execute_region -> tensor<?xf32> {
  %fz213_0 = scf.execute_region -> tensor<?xf32> {
  %fz214_0 = scf.execute_region -> tensor<?xf32> {
  %fz215_0 = scf.execute_region -> tensor<?xf32> {
  %fz216_0 = scf.execute_region -> tensor<?xf32> {
  %fz217_0 = scf.execute_region -> tensor<?xf32> {
  %fz218_0 = scf.execute_region -> tensor<?xf32> {
  %fz219_0 = scf.execute_region -> tensor<?xf32> {
  %fz220_0 = scf.execute_region -> tensor<?xf32> {
  %fz221_0 = scf.execute_region -> tensor<?xf32> {
  %fz222_0 = scf.execute_region -> tensor<?xf32> {
  %fz223_0 = scf.execute_region -> tensor<?xf32> {
  %fz224_0 = scf.execute_region -> tensor<?xf32> {
  %fz225_0 = scf.execute_region -> tensor<?xf32> {
  %fz226_0 = scf.execute_region -> tensor<?xf32> {
  %fz227_0 = scf.execute_region -> tensor<?xf32> {
  %fz228_0 = scf.execute_region -> tensor<?xf32> {
  %fz229_0 = scf.execute_region -> tensor<?xf32> {
  %fz230_0 = scf.execute_region -> tensor<?xf32> {
  %fz231_0 = scf.execute_region -> tensor<?xf32> {
  %fz232_0 = scf.execute_region -> tensor<?xf32> {
  %fz233_0 = scf.execute_region -> tensor<?xf32> {
  %fz234_0 = scf.execute_region -> tensor<?xf32> {
  %fz235_0 = scf.execute_region -> tensor<?xf32> {
  %fz236_0 = scf.execute_region -> tensor<?xf32> {
  %fz237_0 = scf.execute_region -> tensor<?xf32> {
  %fz238_0 = scf.execute_region -> tensor<?xf32> {
  %fz239_0 = scf.execute_region -> tensor<?xf32> {
  %fz240_0 = scf.execute_region -> tensor<?xf32> {
  %fz241_0 = scf.execute_region -> tensor<?xf32> {
  %fz242_0 = scf.execute_region -> tensor<?xf32> {
  %fz243_0 = scf.execute_region -> tensor<?xf32> {
  %fz244_0 = scf.execute_region -> tensor<?xf32> {
  %fz245_0 = scf.execute_region -> tensor<?xf32> {
  %fz246_0 = scf.execute_region -> tensor<?xf32> {
  %fz247_0 = scf.execute_region -> tensor<?xf32> {
  %fz248_0 = scf.execute_region -> tensor<?xf32> {
  %fz249_0 = scf.execute_region -> tensor<?xf32> {
  %fz250_0 = scf.execute_region -> tensor<?xf32> {
  %fz251_0 = scf.execute_region -> tensor<?xf32> {
  %fz252_0 = scf.execute_region -> tensor<?xf32> {
  %fz253_0 = scf.execute_region -> tensor<?xf32> {
  %fz254_0 = scf.execute_region -> tensor<?xf32> {
  %fz255_0 = scf.execute_region -> tensor<?xf32> {
  %fz256_0 = scf.execute_region -> tensor<?xf32> {
  %fz257_0 = scf.execute_region -> tensor<?xf32> {
  %fz258_0 = scf.execute_region -> tensor<?xf32> {
  %fz259_0 = scf.execute_region -> tensor<?xf32> {
  %fz260_0 = scf.execute_region -> tensor<?xf32> {
  %fz261_0 = scf.execute_region -> tensor<?xf32> {
  %fz262_0 = scf.execute_region -> tensor<?xf32> {
  %fz263_0 = scf.execute_region -> tensor<?xf32> {
  %fz264_0 = scf.execute_region -> tensor<?xf32> {
  %fz265_0 = scf.execute_region -> tensor<?xf32> {
  %fz266_0 = scf.execute_region -> tensor<?xf32> {
  %fz267_0 = scf.execute_region -> tensor<?xf32> {
  %fz268_0 = scf.execute_region -> tensor<?xf32> {
  %fz269_0 = scf.execute_region -> tensor<?xf32> {
  %fz270_0 = scf.execute_region -> tensor<?xf32> {
  %fz271_0 = scf.execute_region -> tensor<?xf32> {
  %fz272_0 = scf.execute_region -> tensor<?xf32> {
  %fz273_0 = scf.execute_region -> tensor<?xf32> {
  %fz274_0 = scf.execute_region -> tensor<?xf32> {
  %fz275_0 = scf.execute_region -> tensor<?xf32> {
  %fz276_0 = scf.execute_region -> tensor<?xf32> {
  %fz277_0 = scf.execute_region -> tensor<?xf32> {
  %fz278_0 = scf.execute_region -> tensor<?xf32> {
  %fz279_0 = scf.execute_region -> tensor<?xf32> {
  %fz280_0 = scf.execute_region -> tensor<?xf32> {
  %fz281_0 = scf.execute_region -> tensor<?xf32> {
  %fz282_0 = scf.execute_region -> tensor<?xf32> {
  %fz283_0 = scf.execute_region -> tensor<?xf32> {
  %fz284_0 = scf.execute_region -> tensor<?xf32> {
  %fz285_0 = scf.execute_region -> tensor<?xf32> {
  %fz286_0 = scf.execute_region -> tensor<?xf32> {
  %fz287_0 = scf.execute_region -> tensor<?xf32> {
  %fz288_0 = scf.execute_region -> tensor<?xf32> {
  %fz289_0 = scf.execute_region -> tensor<?xf32> {
  %fz290_0 = scf.execute_region -> tensor<?xf32> {
  %fz291_0 = scf.execute_region -> tensor<?xf32> {
  %fz292_0 = scf.execute_region -> tensor<?xf32> {
  %fz293_0 = scf.execute_region -> tensor<?xf32> {
  %fz294_0 = scf.execute_region -> tensor<?xf32> {
  %fz295_0 = scf.execute_region -> tensor<?xf32> {
  %fz296_0 = scf.execute_region -> tensor<?xf32> {
  %fz297_0 = scf.execute_region -> tensor<?xf32> {
  %fz298_0 = scf.execute_region -> tensor<?xf32> {
  %fz299_0 = scf.execute_region -> tensor<?xf32> {
  %fz300_0 = scf.execute_region -> tensor<?xf32> {
  %fz301_0 = scf.execute_region -> tensor<?xf32> {
  %fz302_0 = scf.execute_region -> tensor<?xf32> {
  %fz303_0 = scf.execute_region -> tensor<?xf32> {
  %fz304_0 = scf.execute_region -> tensor<?xf32> {
  %fz305_0 = scf.execute_region -> tensor<?xf32> {
  %fz306_0 = scf.execute_region -> tensor<?xf32> {
  %fz307_0 = scf.execute_region -> tensor<?xf32> {
  %fz308_0 = scf.execute_region -> tensor<?xf32> {
  %fz309_0 = scf.execute_region -> tensor<?xf32> {
  %fz310_0 = scf.execute_region -> tensor<?xf32> {
  %fz311_0 = scf.execute_region -> tensor<?xf32> {
  %fz312_0 = scf.execute_region -> tensor<?xf32> {
  %fz313_0 = scf.execute_region -> tensor<?xf32> {
  %fz314_0 = scf.execute_region -> tensor<?xf32> {
  %fz315_0 = scf.execute_region -> tensor<?xf32> {
  %fz316_0 = scf.execute_region -> tensor<?xf32> {
  %fz317_0 = scf.execute_region -> tensor<?xf32> {
  %fz318_0 = scf.execute_region -> tensor<?xf32> {
  %fz319_0 = scf.execute_region -> tensor<?xf32> {
  %fz320_0 = scf.execute_region -> tensor<?xf32> {
  %fz321_0 = scf.execute_region -> tensor<?xf32> {
  %fz322_0 = scf.execute_region -> tensor<?xf32> {
  %fz323_0 = scf.execute_region -> tensor<?xf32> {
  %fz324_0 = scf.execute_region -> tensor<?xf32> {
  %fz325_0 = scf.execute_region -> tensor<?xf32> {
  %fz326_0 = scf.execute_region -> tensor<?xf32> {
  %fz327_0 = scf.execute_region -> tensor<?xf32> {
  %fz328_0 = scf.execute_region -> tensor<?xf32> {
  %fz329_0 = scf.execute_region -> tensor<?xf32> {
  %fz330_0 = scf.execute_region -> tensor<?xf32> {
  %fz331_0 = scf.execute_region -> tensor<?xf32> {
  %fz332_0 = scf.execute_region -> tensor<?xf32> {
  %fz333_0 = scf.execute_region -> tensor<?xf32> {
  %fz334_0 = scf.execute_region -> tensor<?xf32> {
  %fz335_0 = scf.execute_region -> tensor<?xf32> {
  %fz336_0 = scf.execute_region -> tensor<?xf32> {
  %fz337_0 = scf.execute_region -> tensor<?xf32> {
  %fz338_0 = scf.execute_region -> tensor<?xf32> {
  %fz339_0 = scf.execute_region -> tensor<?xf32> {
  %fz340_0 = scf.execute_region -> tensor<?xf32> {
  %fz341_0 = scf.execute_region -> tensor<?xf32> {
  %fz342_0 = scf.execute_region -> tensor<?xf32> {
  %fz343_0 = scf.execute_region -> tensor<?xf32> {
  %fz344_0 = scf.execute_region -> tensor<?xf32> {
  %fz345_0 = scf.execute_region -> tensor<?xf32> {
  %fz346_0 = scf.execute_region -> tensor<?xf32> {
  %fz347_0 = scf.execute_region -> tensor<?xf32> {
  %fz348_0 = scf.execute_region -> tensor<?xf32> {
  %fz349_0 = scf.execute_region -> tensor<?xf32> {
  %fz350_0 = scf.execute_region -> tensor<?xf32> {
  %fz351_0 = scf.execute_region -> tensor<?xf32> {
  %fz352_0 = scf.execute_region -> tensor<?xf32> {
  %fz353_0 = scf.execute_region -> tensor<?xf32> {
  %fz354_0 = scf.execute_region -> tensor<?xf32> {
  %fz355_0 = scf.execute_region -> tensor<?xf32> {
  %fz356_0 = scf.execute_region -> tensor<?xf32> {
  %fz357_0 = scf.execute_region -> tensor<?xf32> {
  %fz358_0 = scf.execute_region -> tensor<?xf32> {
  %fz359_0 = scf.execute_region -> tensor<?xf32> {
  %fz360_0 = scf.execute_region -> tensor<?xf32> {
  %fz361_0 = scf.execute_region -> tensor<?xf32> {
  %fz362_0 = scf.execute_region -> tensor<?xf32> {
  %fz363_0 = scf.execute_region -> tensor<?xf32> {
  %fz364_0 = scf.execute_region -> tensor<?xf32> {
  %fz365_0 = scf.execute_region -> tensor<?xf32> {
  %fz366_0 = scf.execute_region -> tensor<?xf32> {
  %fz367_0 = scf.execute_region -> tensor<?xf32> {
  %fz368_0 = scf.execute_region -> tensor<?xf32> {
  %fz369_0 = scf.execute_region -> tensor<?xf32> {
  %fz370_0 = scf.execute_region -> tensor<?xf32> {
  %fz371_0 = scf.execute_region -> tensor<?xf32> {
  %fz372_0 = scf.execute_region -> tensor<?xf32> {
  %fz373_0 = scf.execute_region -> tensor<?xf32> {
  %fz374_0 = scf.execute_region -> tensor<?xf32> {
  %fz375_0 = scf.execute_region -> tensor<?xf32> {
  %fz376_0 = scf.execute_region -> tensor<?xf32> {
  %fz377_0 = scf.execute_region -> tensor<?xf32> {
  %fz378_0 = scf.execute_region -> tensor<?xf32> {
  %fz379_0 = scf.execute_region -> tensor<?xf32> {
  %fz380_0 = scf.execute_region -> tensor<?xf32> {
  %fz381_0 = scf.execute_region -> tensor<?xf32> {
  %fz382_0 = scf.execute_region -> tensor<?xf32> {
  %fz383_0 = scf.execute_region -> tensor<?xf32> {
  %fz384_0 = scf.execute_region -> tensor<?xf32> {
  %fz385_0 = scf.execute_region -> tensor<?xf32> {
  %fz386_0 = scf.execute_region -> tensor<?xf32> {
  %fz387_0 = scf.execute_region -> tensor<?xf32> {
  %fz388_0 = scf.execute_region -> tensor<?xf32> {
  %fz389_0 = scf.execute_region -> tensor<?xf32> {
  %fz390_0 = scf.execute_region -> tensor<?xf32> {
  %fz391_0 = scf.execute_region -> tensor<?xf32> {
  %fz392_0 = scf.execute_region -> tensor<?xf32> {
  %fz393_0 = scf.execute_region -> tensor<?xf32> {
  %fz394_0 = scf.execute_region -> tensor<?xf32> {
  %fz395_0 = scf.execute_region -> tensor<?xf32> {
  %fz396_0 = scf.execute_region -> tensor<?xf32> {
  %fz397_0 = scf.execute_region -> tensor<?xf32> {
  %fz398_0 = scf.execute_region -> tensor<?xf32> {
  %fz399_0 = scf.execute_region -> tensor<?xf32> {
  %fz400_0 = scf.execute_region -> tensor<?xf32> {
  %fz401_0 = scf.execute_region -> tensor<?xf32> {
  %fz402_0 = scf.execute_region -> tensor<?xf32> {
  %fz403_0 = scf.execute_region -> tensor<?xf32> {
  %fz404_0 = scf.execute_region -> tensor<?xf32> {
  %fz405_0 = scf.execute_region -> tensor<?xf32> {
  %fz406_0 = scf.execute_region -> tensor<?xf32> {
  %fz407_0 = scf.execute_region -> tensor<?xf32> {
  %fz408_0 = scf.execute_region -> tensor<?xf32> {
  %fz409_0 = scf.execute_region -> tensor<?xf32> {
  %fz410_0 = scf.execute_region -> tensor<?xf32> {
  %fz411_0 = scf.execute_region -> tensor<?xf32> {
  %fz412_0 = scf.execute_region -> tensor<?xf32> {
  %fz413_0 = scf.execute_region -> tensor<?xf32> {
  %fz414_0 = scf.execute_region -> tensor<?xf32> {
  %fz415_0 = scf.execute_region -> tensor<?xf32> {
  %fz416_0 = scf.execute_region -> tensor<?xf32> {
  %fz417_0 = scf.execute_region -> tensor<?xf32> {
  %fz418_0 = scf.execute_region -> tensor<?xf32> {
  %fz419_0 = scf.execute_region -> tensor<?xf32> {
  %fz420_0 = scf.execute_region -> tensor<?xf32> {
  %fz421_0 = scf.execute_region -> tensor<?xf32> {
  %fz422_0 = scf.execute_region -> tensor<?xf32> {
  %fz423_0 = scf.execute_region -> tensor<?xf32> {
  %fz424_0 = scf.execute_region -> tensor<?xf32> {
  %fz425_0 = scf.execute_region -> tensor<?xf32> {
  %fz426_0 = scf.execute_region -> tensor<?xf32> {
  %fz427_0 = scf.execute_region -> tensor<?xf32> {
  %fz428_0 = scf.execute_region -> tensor<?xf32> {
  %fz429_0 = scf.execute_region -> tensor<?xf32> {
  %fz430_0 = scf.execute_region -> tensor<?xf32> {
  %fz431_0 = scf.execute_region -> tensor<?xf32> {
  %fz432_0 = scf.execute_region -> tensor<?xf32> {
  %fz433_0 = scf.execute_region -> tensor<?xf32> {
  %fz434_0 = scf.execute_region -> tensor<?xf32> {
  %fz435_0 = scf.execute_region -> tensor<?xf32> {
  %fz436_0 = scf.execute_region -> tensor<?xf32> {
  %fz437_0 = scf.execute_region -> tensor<?xf32> {
  %fz438_0 = scf.execute_region -> tensor<?xf32> {
  %fz439_0 = scf.execute_region -> tensor<?xf32> {
  %fz440_0 = scf.execute_region -> tensor<?xf32> {
  %fz441_0 = scf.execute_region -> tensor<?xf32> {
  %fz442_0 = scf.execute_region -> tensor<?xf32> {
  %fz443_0 = scf.execute_region -> tensor<?xf32> {
  %fz444_0 = scf.execute_region -> tensor<?xf32> {
  %fz445_0 = scf.execute_region -> tensor<?xf32> {
  %fz446_0 = scf.execute_region -> tensor<?xf32> {
  %fz447_0 = scf.execute_region -> tensor<?xf32> {
  %fz448_0 = scf.execute_region -> tensor<?xf32> {
  %fz449_0 = scf.execute_region -> tensor<?xf32> {
  %fz450_0 = scf.execute_region -> tensor<?xf32> {
  %fz451_0 = scf.execute_region -> tensor<?xf32> {
  %fz452_0 = scf.execute_region -> tensor<?xf32> {
  %fz453_0 = scf.execute_region -> tensor<?xf32> {
  %fz454_0 = scf.execute_region -> tensor<?xf32> {
  %fz455_0 = scf.execute_region -> tensor<?xf32> {
  %fz456_0 = scf.execute_region -> tensor<?xf32> {
  %fz457_0 = scf.execute_region -> tensor<?xf32> {
  %fz458_0 = scf.execute_region -> tensor<?xf32> {
  %fz459_0 = scf.execute_region -> tensor<?xf32> {
  %fz460_0 = scf.execute_region -> tensor<?xf32> {
  %fz461_0 = scf.execute_region -> tensor<?xf32> {
  %fz462_0 = scf.execute_region -> tensor<?xf32> {
  %fz463_0 = scf.execute_region -> tensor<?xf32> {
  %fz464_0 = scf.execute_region -> tensor<?xf32> {
  %fz465_0 = scf.execute_region -> tensor<?xf32> {
  %fz466_0 = scf.execute_region -> tensor<?xf32> {
  %fz467_0 = scf.execute_region -> tensor<?xf32> {
  %fz468_0 = scf.execute_region -> tensor<?xf32> {
  %fz469_0 = scf.execute_region -> tensor<?xf32> {
  %fz470_0 = scf.execute_region -> tensor<?xf32> {
  %fz471_0 = scf.execute_region -> tensor<?xf32> {
  %fz472_0 = scf.execute_region -> tensor<?xf32> {
  %fz473_0 = scf.execute_region -> tensor<?xf32> {
  %fz474_0 = scf.execute_region -> tensor<?xf32> {
  %fz475_0 = scf.execute_region -> tensor<?xf32> {
  %fz476_0 = scf.execute_region -> tensor<?xf32> {
  %fz477_0 = scf.execute_region -> tensor<?xf32> {
  %fz478_0 = scf.execute_region -> tensor<?xf32> {
  %fz479_0 = scf.execute_region -> tensor<?xf32> {
  %fz480_0 = scf.execute_region -> tensor<?xf32> {
  %fz481_0 = scf.execute_region -> tensor<?xf32> {
  %fz482_0 = scf.execute_region -> tensor<?xf32> {
  %fz483_0 = scf.execute_region -> tensor<?xf32> {
  %fz484_0 = scf.execute_region -> tensor<?xf32> {
  %fz485_0 = scf.execute_region -> tensor<?xf32> {
  %fz486_0 = scf.execute_region -> tensor<?xf32> {
  %fz487_0 = scf.execute_region -> tensor<?xf32> {
  %fz488_0 = scf.execute_region -> tensor<?xf32> {
  %fz489_0 = scf.execute_region -> tensor<?xf32> {
  %fz490_0 = scf.execute_region -> tensor<?xf32> {
  %fz491_0 = scf.execute_region -> tensor<?xf32> {
  %fz492_0 = scf.execute_region -> tensor<?xf32> {
  %fz493_0 = scf.execute_region -> tensor<?xf32> {
  %fz494_0 = scf.execute_region -> tensor<?xf32> {
  %fz495_0 = scf.execute_region -> tensor<?xf32> {
  %fz496_0 = scf.execute_region -> tensor<?xf32> {
  %fz497_0 = scf.execute_region -> tensor<?xf32> {
  %fz498_0 = scf.execute_region -> tensor<?xf32> {
  %fz499_0 = scf.execute_region -> tensor<?xf32> {
  %fz500_0 = scf.execute_region -> tensor<?xf32> {
  %fz501_0 = scf.execute_region -> tensor<?xf32> {
  %fz502_0 = scf.execute_region -> tensor<?xf32> {
  %fz503_0 = scf.execute_region -> tensor<?xf32> {
  %fz504_0 = scf.execute_region -> tensor<?xf32> {
  %fz505_0 = scf.execute_region -> tensor<?xf32> {
  %fz506_0 = scf.execute_region -> tensor<?xf32> {
  %fz507_0 = scf.execute_region -> tensor<?xf32> {
  %fz508_0 = scf.execute_region -> tensor<?xf32> {
  %fz509_0 = scf.execute_region -> tensor<?xf32> {
  %fz510_0 = scf.execute_region -> tensor<?xf32> {
  %fz511_0 = scf.execute_region -> tensor<?xf32> {
  %fz512_0 = scf.execute_region -> tensor<?xf32> {
  %fz513_0 = scf.execute_region -> tensor<?xf32> {
  %fz514_0 = scf.execute_region -> tensor<?xf32> {
  %fz515_0 = scf.execute_region -> tensor<?xf32> {
  %fz516_0 = scf.execute_region -> tensor<?xf32> {
  %fz517_0 = scf.execute_region -> tensor<?xf32> {
  %fz518_0 = scf.execute_region -> tensor<?xf32> {
  %fz519_0 = scf.execute_region -> tensor<?xf32> {
  %fz520_0 = scf.execute_region -> tensor<?xf32> {
  %fz521_0 = scf.execute_region -> tensor<?xf32> {
  %fz522_0 = scf.execute_region -> tensor<?xf32> {
  %fz523_0 = scf.execute_region -> tensor<?xf32> {
  %fz524_0 = scf.execute_region -> tensor<?xf32> {
  %fz525_0 = scf.execute_region -> tensor<?xf32> {
  %fz526_0 = scf.execute_region -> tensor<?xf32> {
  %fz527_0 = scf.execute_region -> tensor<?xf32> {
  %fz528_0 = scf.execute_region -> tensor<?xf32> {
  %fz529_0 = scf.execute_region -> tensor<?xf32> {
  %fz530_0 = scf.execute_region -> tensor<?xf32> {
  %fz531_0 = scf.execute_region -> tensor<?xf32> {
  %fz532_0 = scf.execute_region -> tensor<?xf32> {
  %fz533_0 = scf.execute_region -> tensor<?xf32> {
  %fz534_0 = scf.execute_region -> tensor<?xf32> {
  %fz535_0 = scf.execute_region -> tensor<?xf32> {
  %fz536_0 = scf.execute_region -> tensor<?xf32> {
  %fz537_0 = scf.execute_region -> tensor<?xf32> {
  %fz538_0 = scf.execute_region -> tensor<?xf32> {
  %fz539_0 = scf.execute_region -> tensor<?xf32> {
  %fz540_0 = scf.execute_region -> tensor<?xf32> {
  %fz541_0 = scf.execute_region -> tensor<?xf32> {
  %fz542_0 = scf.execute_region -> tensor<?xf32> {
  %fz543_0 = scf.execute_region -> tensor<?xf32> {
  %fz544_0 = scf.execute_region -> tensor<?xf32> {
  %fz545_0 = scf.execute_region -> tensor<?xf32> {
  %fz546_0 = scf.execute_region -> tensor<?xf32> {
  %fz547_0 = scf.execute_region -> tensor<?xf32> {
  %fz548_0 = scf.execute_region -> tensor<?xf32> {
  %fz549_0 = scf.execute_region -> tensor<?xf32> {
  %fz550_0 = scf.execute_region -> tensor<?xf32> {
  %fz551_0 = scf.execute_region -> tensor<?xf32> {
  %fz552_0 = scf.execute_region -> tensor<?xf32> {
  %fz553_0 = scf.execute_region -> tensor<?xf32> {
  %fz554_0 = scf.execute_region -> tensor<?xf32> {
  %fz555_0 = scf.execute_region -> tensor<?xf32> {
  %fz556_0 = scf.execute_region -> tensor<?xf32> {
  %fz557_0 = scf.execute_region -> tensor<?xf32> {
  %fz558_0 = scf.execute_region -> tensor<?xf32> {
  %fz559_0 = scf.execute_region -> tensor<?xf32> {
  %fz560_0 = scf.execute_region -> tensor<?xf32> {
  %fz561_0 = scf.execute_region -> tensor<?xf32> {
  %fz562_0 = scf.execute_region -> tensor<?xf32> {
  %fz563_0 = scf.execute_region -> tensor<?xf32> {
  %fz564_0 = scf.execute_region -> tensor<?xf32> {
  %fz565_0 = scf.execute_region -> tensor<?xf32> {
  %fz566_0 = scf.execute_region -> tensor<?xf32> {
  %fz567_0 = scf.execute_region -> tensor<?xf32> {
  %fz568_0 = scf.execute_region -> tensor<?xf32> {
  %fz569_0 = scf.execute_region -> tensor<?xf32> {
  %fz570_0 = scf.execute_region -> tensor<?xf32> {
  %fz571_0 = scf.execute_region -> tensor<?xf32> {
  %fz572_0 = scf.execute_region -> tensor<?xf32> {
  %fz573_0 = scf.execute_region -> tensor<?xf32> {
  %fz574_0 = scf.execute_region -> tensor<?xf32> {
  %fz575_0 = scf.execute_region -> tensor<?xf32> {
  %fz576_0 = scf.execute_region -> tensor<?xf32> {
  %fz577_0 = scf.execute_region -> tensor<?xf32> {
  %fz578_0 = scf.execute_region -> tensor<?xf32> {
  %fz579_0 = scf.execute_region -> tensor<?xf32> {
  %fz580_0 = scf.execute_region -> tensor<?xf32> {
  %fz581_0 = scf.execute_region -> tensor<?xf32> {
  %fz582_0 = scf.execute_region -> tensor<?xf32> {
  %fz583_0 = scf.execute_region -> tensor<?xf32> {
  %fz584_0 = scf.execute_region -> tensor<?xf32> {
  %fz585_0 = scf.execute_region -> tensor<?xf32> {
  %fz586_0 = scf.execute_region -> tensor<?xf32> {
  %fz587_0 = scf.execute_region -> tensor<?xf32> {
  %fz588_0 = scf.execute_region -> tensor<?xf32> {
  %fz589_0 = scf.execute_region -> tensor<?xf32> {
  %fz590_0 = scf.execute_region -> tensor<?xf32> {
  %fz591_0 = scf.execute_region -> tensor<?xf32> {
  %fz592_0 = scf.execute_region -> tensor<?xf32> {
  %fz593_0 = scf.execute_region -> tensor<?xf32> {
  %fz594_0 = scf.execute_region -> tensor<?xf32> {
  %fz595_0 = scf.execute_region -> tensor<?xf32> {
  %fz596_0 = scf.execute_region -> tensor<?xf32> {
  %fz597_0 = scf.execute_region -> tensor<?xf32> {
  %fz598_0 = scf.execute_region -> tensor<?xf32> {
  %fz599_0 = scf.execute_region -> tensor<?xf32> {
  %fz600_0 = scf.execute_region -> tensor<?xf32> {
  %fz601_0 = scf.execute_region -> tensor<?xf32> {
  %fz602_0 = scf.execute_region -> tensor<?xf32> {
  %fz603_0 = scf.execute_region -> tensor<?xf32> {
  %fz604_0 = scf.execute_region -> tensor<?xf32> {
  %fz605_0 = scf.execute_region -> tensor<?xf32> {
  %fz606_0 = scf.execute_region -> tensor<?xf32> {
  %fz607_0 = scf.execute_region -> tensor<?xf32> {
  %fz608_0 = scf.execute_region -> tensor<?xf32> {
  %fz609_0 = scf.execute_region -> tensor<?xf32> {
  %fz610_0 = scf.execute_region -> tensor<?xf32> {
  %fz611_0 = scf.execute_region -> tensor<?xf32> {
  %fz612_0 = scf.execute_region -> tensor<?xf32> {
  %fz613_0 = scf.execute_region -> tensor<?xf32> {
  %fz614_0 = scf.execute_region -> tensor<?xf32> {
  %fz615_0 = scf.execute_region -> tensor<?xf32> {
  %fz616_0 = scf.execute_region -> tensor<?xf32> {
  %fz617_0 = scf.execute_region -> tensor<?xf32> {
  %fz618_0 = scf.execute_region -> tensor<?xf32> {
  %fz619_0 = scf.execute_region -> tensor<?xf32> {
  %fz620_0 = scf.execute_region -> tensor<?xf32> {
  %fz621_0 = scf.execute_region -> tensor<?xf32> {
  %fz622_0 = scf.execute_region -> tensor<?xf32> {
  %fz623_0 = scf.execute_region -> tensor<?xf32> {
  %fz624_0 = scf.execute_region -> tensor<?xf32> {
  %fz625_0 = scf.execute_region -> tensor<?xf32> {
  %fz626_0 = scf.execute_region -> tensor<?xf32> {
  %fz627_0 = scf.execute_region -> tensor<?xf32> {
  %fz628_0 = scf.execute_region -> tensor<?xf32> {
  %fz629_0 = scf.execute_region -> tensor<?xf32> {
  %fz630_0 = scf.execute_region -> tensor<?xf32> {
  %fz631_0 = scf.execute_region -> tensor<?xf32> {
  %fz632_0 = scf.execute_region -> tensor<?xf32> {
  %fz633_0 = scf.execute_region -> tensor<?xf32> {
  %fz634_0 = scf.execute_region -> tensor<?xf32> {
  %fz635_0 = scf.execute_region -> tensor<?xf32> {
  %fz636_0 = scf.execute_region -> tensor<?xf32> {
  %fz637_0 = scf.execute_region -> tensor<?xf32> {
  %fz638_0 = scf.execute_region -> tensor<?xf32> {
  %fz639_0 = scf.execute_region -> tensor<?xf32> {
  %fz640_0 = scf.execute_region -> tensor<?xf32> {
  %fz641_0 = scf.execute_region -> tensor<?xf32> {
  %fz642_0 = scf.execute_region -> tensor<?xf32> {
  %fz643_0 = scf.execute_region -> tensor<?xf32> {
  %fz644_0 = scf.execute_region -> tensor<?xf32> {
  %fz645_0 = scf.execute_region -> tensor<?xf32> {
  %fz646_0 = scf.execute_region -> tensor<?xf32> {
  %fz647_0 = scf.execute_region -> tensor<?xf32> {
  %fz648_0 = scf.execute_region -> tensor<?xf32> {
  %fz649_0 = scf.execute_region -> tensor<?xf32> {
  %fz650_0 = scf.execute_region -> tensor<?xf32> {
  %fz651_0 = scf.execute_region -> tensor<?xf32> {
  %fz652_0 = scf.execute_region -> tensor<?xf32> {
  %fz653_0 = scf.execute_region -> tensor<?xf32> {
  %fz654_0 = scf.execute_region -> tensor<?xf32> {
  %fz655_0 = scf.execute_region -> tensor<?xf32> {
  %fz656_0 = scf.execute_region -> tensor<?xf32> {
  %fz657_0 = scf.execute_region -> tensor<?xf32> {
  %fz658_0 = scf.execute_region -> tensor<?xf32> {
  %fz659_0 = scf.execute_region -> tensor<?xf32> {
  %fz660_0 = scf.execute_region -> tensor<?xf32> {
  %fz661_0 = scf.execute_region -> tensor<?xf32> {
  %fz662_0 = scf.execute_region -> tensor<?xf32> {
  %fz663_0 = scf.execute_region -> tensor<?xf32> {
  %fz664_0 = scf.execute_region -> tensor<?xf32> {
  %fz665_0 = scf.execute_region -> tensor<?xf32> {
  %fz666_0 = scf.execute_region -> tensor<?xf32> {
  %fz667_0 = scf.execute_region -> tensor<?xf32> {
  %fz668_0 = scf.execute_region -> tensor<?xf32> {
  %fz669_0 = scf.execute_region -> tensor<?xf32> {
  %fz670_0 = scf.execute_region -> tensor<?xf32> {
  %fz671_0 = scf.execute_region -> tensor<?xf32> {
  %fz672_0 = scf.execute_region -> tensor<?xf32> {
  %fz673_0 = scf.execute_region -> tensor<?xf32> {
  %fz674_0 = scf.execute_region -> tensor<?xf32> {
  %fz675_0 = scf.execute_region -> tensor<?xf32> {
  %fz676_0 = scf.execute_region -> tensor<?xf32> {
  %fz677_0 = scf.execute_region -> tensor<?xf32> {
  %fz678_0 = scf.execute_region -> tensor<?xf32> {
  %fz679_0 = scf.execute_region -> tensor<?xf32> {
  %fz680_0 = scf.execute_region -> tensor<?xf32> {
  %fz681_0 = scf.execute_region -> tensor<?xf32> {
  %fz682_0 = scf.execute_region -> tensor<?xf32> {
  %fz683_0 = scf.execute_region -> tensor<?xf32> {
  %fz684_0 = scf.execute_region -> tensor<?xf32> {
  %fz685_0 = scf.execute_region -> tensor<?xf32> {
  %fz686_0 = scf.execute_region -> tensor<?xf32> {
  %fz687_0 = scf.execute_region -> tensor<?xf32> {
  %fz688_0 = scf.execute_region -> tensor<?xf32> {
  %fz689_0 = scf.execute_region -> tensor<?xf32> {
  %fz690_0 = scf.execute_region -> tensor<?xf32> {
  %fz691_0 = scf.execute_region -> tensor<?xf32> {
  %fz692_0 = scf.execute_region -> tensor<?xf32> {
  %fz693_0 = scf.execute_region -> tensor<?xf32> {
  %fz694_0 = scf.execute_region -> tensor<?xf32> {
  %fz695_0 = scf.execute_region -> tensor<?xf32> {
  %fz696_0 = scf.execute_region -> tensor<?xf32> {
  %fz697_0 = scf.execute_region -> tensor<?xf32> {
  %fz698_0 = scf.execute_region -> tensor<?xf32> {
  %fz699_0 = scf.execute_region -> tensor<?xf32> {
  %fz700_0 = scf.execute_region -> tensor<?xf32> {
  %fz701_0 = scf.execute_region -> tensor<?xf32> {
  %fz702_0 = scf.execute_region -> tensor<?xf32> {
  %fz703_0 = scf.execute_region -> tensor<?xf32> {
  %fz704_0 = scf.execute_region -> tensor<?xf32> {
  %fz705_0 = scf.execute_region -> tensor<?xf32> {
  %fz706_0 = scf.execute_region -> tensor<?xf32> {
  %fz707_0 = scf.execute_region -> tensor<?xf32> {
  %fz708_0 = scf.execute_region -> tensor<?xf32> {
  %fz709_0 = scf.execute_region -> tensor<?xf32> {
  %fz710_0 = scf.execute_region -> tensor<?xf32> {
  %fz711_0 = scf.execute_region -> tensor<?xf32> {
  %fz712_0 = scf.execute_region -> tensor<?xf32> {
  %fz713_0 = scf.execute_region -> tensor<?xf32> {
  %fz714_0 = scf.execute_region -> tensor<?xf32> {
  %fz715_0 = scf.execute_region -> tensor<?xf32> {
  %fz716_0 = scf.execute_region -> tensor<?xf32> {
  %fz717_0 = scf.execute_region -> tensor<?xf32> {
  %fz718_0 = scf.execute_region -> tensor<?xf32> {
  %fz719_0 = scf.execute_region -> tensor<?xf32> {
  %fz720_0 = scf.execute_region -> tensor<?xf32> {
  %fz721_0 = scf.execute_region -> tensor<?xf32> {
  %fz722_0 = scf.execute_region -> tensor<?xf32> {
  %fz723_0 = scf.execute_region -> tensor<?xf32> {
  %fz724_0 = scf.execute_region -> tensor<?xf32> {
  %fz725_0 = scf.execute_region -> tensor<?xf32> {
  %fz726_0 = scf.execute_region -> tensor<?xf32> {
  %fz727_0 = scf.execute_region -> tensor<?xf32> {
  %fz728_0 = scf.execute_region -> tensor<?xf32> {
  %fz729_0 = scf.execute_region -> tensor<?xf32> {
  %fz730_0 = scf.execute_region -> tensor<?xf32> {
  %fz731_0 = scf.execute_region -> tensor<?xf32> {
  %fz732_0 = scf.execute_region -> tensor<?xf32> {
  %fz733_0 = scf.execute_region -> tensor<?xf32> {
  %fz734_0 = scf.execute_region -> tensor<?xf32> {
  %fz735_0 = scf.execute_region -> tensor<?xf32> {
  %fz736_0 = scf.execute_region -> tensor<?xf32> {
  %fz737_0 = scf.execute_region -> tensor<?xf32> {
  %fz738_0 = scf.execute_region -> tensor<?xf32> {
  %fz739_0 = scf.execute_region -> tensor<?xf32> {
  %fz740_0 = scf.execute_region -> tensor<?xf32> {
  %fz741_0 = scf.execute_region -> tensor<?xf32> {
  %fz742_0 = scf.execute_region -> tensor<?xf32> {
  %fz743_0 = scf.execute_region -> tensor<?xf32> {
  %fz744_0 = scf.execute_region -> tensor<?xf32> {
  %fz745_0 = scf.execute_region -> tensor<?xf32> {
  %fz746_0 = scf.execute_region -> tensor<?xf32> {
  %fz747_0 = scf.execute_region -> tensor<?xf32> {
  %fz748_0 = scf.execute_region -> tensor<?xf32> {
  %fz749_0 = scf.execute_region -> tensor<?xf32> {
  %fz750_0 = scf.execute_region -> tensor<?xf32> {
  %fz751_0 = scf.execute_region -> tensor<?xf32> {
  %fz752_0 = scf.execute_region -> tensor<?xf32> {
  %fz753_0 = scf.execute_region -> tensor<?xf32> {
  %fz754_0 = scf.execute_region -> tensor<?xf32> {
  %fz755_0 = scf.execute_region -> tensor<?xf32> {
  %fz756_0 = scf.execute_region -> tensor<?xf32> {
  %fz757_0 = scf.execute_region -> tensor<?xf32> {
  %fz758_0 = scf.execute_region -> tensor<?xf32> {
  %fz759_0 = scf.execute_region -> tensor<?xf32> {
  %fz760_0 = scf.execute_region -> tensor<?xf32> {
  %fz761_0 = scf.execute_region -> tensor<?xf32> {
  %fz762_0 = scf.execute_region -> tensor<?xf32> {
  %fz763_0 = scf.execute_region -> tensor<?xf32> {
  %fz764_0 = scf.execute_region -> tensor<?xf32> {
  %fz765_0 = scf.execute_region -> tensor<?xf32> {
  %fz766_0 = scf.execute_region -> tensor<?xf32> {
  %fz767_0 = scf.execute_region -> tensor<?xf32> {
  %fz768_0 = scf.execute_region -> tensor<?xf32> {
  %fz769_0 = scf.execute_region -> tensor<?xf32> {
  %fz770_0 = scf.execute_region -> tensor<?xf32> {
  %fz771_0 = scf.execute_region -> tensor<?xf32> {
  %fz772_0 = scf.execute_region -> tensor<?xf32> {
  %fz773_0 = scf.execute_region -> tensor<?xf32> {
  %fz774_0 = scf.execute_region -> tensor<?xf32> {
  %fz775_0 = scf.execute_region -> tensor<?xf32> {
  %fz776_0 = scf.execute_region -> tensor<?xf32> {
  %fz777_0 = scf.execute_region -> tensor<?xf32> {
  %fz778_0 = scf.execute_region -> tensor<?xf32> {
  %fz779_0 = scf.execute_region -> tensor<?xf32> {
  %fz780_0 = scf.execute_region -> tensor<?xf32> {
  %fz781_0 = scf.execute_region -> tensor<?xf32> {
  %fz782_0 = scf.execute_region -> tensor<?xf32> {
  %fz783_0 = scf.execute_region -> tensor<?xf32> {
  %fz784_0 = scf.execute_region -> tensor<?xf32> {
  %fz785_0 = scf.execute_region -> tensor<?xf32> {
  %fz786_0 = scf.execute_region -> tensor<?xf32> {
  %fz787_0 = scf.execute_region -> tensor<?xf32> {
  %fz788_0 = scf.execute_region -> tensor<?xf32> {
  %fz789_0 = scf.execute_region -> tensor<?xf32> {
  %fz790_0 = scf.execute_region -> tensor<?xf32> {
  %fz791_0 = scf.execute_region -> tensor<?xf32> {
  %fz792_0 = scf.execute_region -> tensor<?xf32> {
  %fz793_0 = scf.execute_region -> tensor<?xf32> {
  %fz794_0 = scf.execute_region -> tensor<?xf32> {
  %fz795_0 = scf.execute_region -> tensor<?xf32> {
  %fz796_0 = scf.execute_region -> tensor<?xf32> {
  %fz797_0 = scf.execute_region -> tensor<?xf32> {
  %fz798_0 = scf.execute_region -> tensor<?xf32> {
  %fz799_0 = scf.execute_region -> tensor<?xf32> {
  %fz800_0 = scf.execute_region -> tensor<?xf32> {
  %fz801_0 = scf.execute_region -> tensor<?xf32> {
  %fz802_0 = scf.execute_region -> tensor<?xf32> {
  %fz803_0 = scf.execute_region -> tensor<?xf32> {
  %fz804_0 = scf.execute_region -> tensor<?xf32> {
  %fz805_0 = scf.execute_region -> tensor<?xf32> {
  %fz806_0 = scf.execute_region -> tensor<?xf32> {
  %fz807_0 = scf.execute_region -> tensor<?xf32> {
  %fz808_0 = scf.execute_region -> tensor<?xf32> {
  %fz809_0 = scf.execute_region -> tensor<?xf32> {
  %fz810_0 = scf.execute_region -> tensor<?xf32> {
  %fz811_0 = scf.execute_region -> tensor<?xf32> {
  %fz812_0 = scf.execute_region -> tensor<?xf32> {
  %fz813_0 = scf.execute_region -> tensor<?xf32> {
  %fz814_0 = scf.execute_region -> tensor<?xf32> {
  %fz815_0 = scf.execute_region -> tensor<?xf32> {
  %fz816_0 = scf.execute_region -> tensor<?xf32> {
  %fz817_0 = scf.execute_region -> tensor<?xf32> {
  %fz818_0 = scf.execute_region -> tensor<?xf32> {
  %fz819_0 = scf.execute_region -> tensor<?xf32> {
  %fz820_0 = scf.execute_region -> tensor<?xf32> {
  %fz821_0 = scf.execute_region -> tensor<?xf32> {
  %fz822_0 = scf.execute_region -> tensor<?xf32> {
  %fz823_0 = scf.execute_region -> tensor<?xf32> {
  %fz824_0 = scf.execute_region -> tensor<?xf32> {
  %fz825_0 = scf.execute_region -> tensor<?xf32> {
  %fz826_0 = scf.execute_region -> tensor<?xf32> {
  %fz827_0 = scf.execute_region -> tensor<?xf32> {
  %fz828_0 = scf.execute_region -> tensor<?xf32> {
  %fz829_0 = scf.execute_region -> tensor<?xf32> {
  %fz830_0 = scf.execute_region -> tensor<?xf32> {
  %fz831_0 = scf.execute_region -> tensor<?xf32> {
  %fz832_0 = scf.execute_region -> tensor<?xf32> {
  %fz833_0 = scf.execute_region -> tensor<?xf32> {
  %fz834_0 = scf.execute_region -> tensor<?xf32> {
  %fz835_0 = scf.execute_region -> tensor<?xf32> {
  %fz836_0 = scf.execute_region -> tensor<?xf32> {
  %fz837_0 = scf.execute_region -> tensor<?xf32> {
  %fz838_0 = scf.execute_region -> tensor<?xf32> {
  %fz839_0 = scf.execute_region -> tensor<?xf32> {
  %fz840_0 = scf.execute_region -> tensor<?xf32> {
  %fz841_0 = scf.execute_region -> tensor<?xf32> {
  %fz842_0 = scf.execute_region -> tensor<?xf32> {
  %fz843_0 = scf.execute_region -> tensor<?xf32> {
  %fz844_0 = scf.execute_region -> tensor<?xf32> {
  %fz845_0 = scf.execute_region -> tensor<?xf32> {
  %fz846_0 = scf.execute_region -> tensor<?xf32> {
  %fz847_0 = scf.execute_region -> tensor<?xf32> {
  %fz848_0 = scf.execute_region -> tensor<?xf32> {
  %fz849_0 = scf.execute_region -> tensor<?xf32> {
  %fz850_0 = scf.execute_region -> tensor<?xf32> {
  %fz851_0 = scf.execute_region -> tensor<?xf32> {
  %fz852_0 = scf.execute_region -> tensor<?xf32> {
  %fz853_0 = scf.execute_region -> tensor<?xf32> {
  %fz854_0 = scf.execute_region -> tensor<?xf32> {
  %fz855_0 = scf.execute_region -> tensor<?xf32> {
  %fz856_0 = scf.execute_region -> tensor<?xf32> {
  %fz857_0 = scf.execute_region -> tensor<?xf32> {
  %fz858_0 = scf.execute_region -> tensor<?xf32> {
  %fz859_0 = scf.execute_region -> tensor<?xf32> {
  %fz860_0 = scf.execute_region -> tensor<?xf32> {
  %fz861_0 = scf.execute_region -> tensor<?xf32> {
  %fz862_0 = scf.execute_region -> tensor<?xf32> {
  %fz863_0 = scf.execute_region -> tensor<?xf32> {
  %fz864_0 = scf.execute_region -> tensor<?xf32> {
  %fz865_0 = scf.execute_region -> tensor<?xf32> {
  %fz866_0 = scf.execute_region -> tensor<?xf32> {
  %fz867_0 = scf.execute_region -> tensor<?xf32> {
  %fz868_0 = scf.execute_region -> tensor<?xf32> {
  %fz869_0 = scf.execute_region -> tensor<?xf32> {
  %fz870_0 = scf.execute_region -> tensor<?xf32> {
  %fz871_0 = scf.execute_region -> tensor<?xf32> {
  %fz872_0 = scf.execute_region -> tensor<?xf32> {
  %fz873_0 = scf.execute_region -> tensor<?xf32> {
  %fz874_0 = scf.execute_region -> tensor<?xf32> {
  %fz875_0 = scf.execute_region -> tensor<?xf32> {
  %fz876_0 = scf.execute_region -> tensor<?xf32> {
  %fz877_0 = scf.execute_region -> tensor<?xf32> {
  %fz878_0 = scf.execute_region -> tensor<?xf32> {
  %fz879_0 = scf.execute_region -> tensor<?xf32> {
  %fz880_0 = scf.execute_region -> tensor<?xf32> {
  %fz881_0 = scf.execute_region -> tensor<?xf32> {
  %fz882_0 = scf.execute_region -> tensor<?xf32> {
  %fz883_0 = scf.execute_region -> tensor<?xf32> {
  %fz884_0 = scf.execute_region -> tensor<?xf32> {
  %fz885_0 = scf.execute_region -> tensor<?xf32> {
  %fz886_0 = scf.execute_region -> tensor<?xf32> {
  %fz887_0 = scf.execute_region -> tensor<?xf32> {
  %fz888_0 = scf.execute_region -> tensor<?xf32> {
  %fz889_0 = scf.execute_region -> tensor<?xf32> {
  %fz890_0 = scf.execute_region -> tensor<?xf32> {
  %fz891_0 = scf.execute_region -> tensor<?xf32> {
  %fz892_0 = scf.execute_region -> tensor<?xf32> {
  %fz893_0 = scf.execute_region -> tensor<?xf32> {
  %fz894_0 = scf.execute_region -> tensor<?xf32> {
  %fz895_0 = scf.execute_region -> tensor<?xf32> {
  %fz896_0 = scf.execute_region -> tensor<?xf32> {
  %fz897_0 = scf.execute_region -> tensor<?xf32> {
  %fz898_0 = scf.execute_region -> tensor<?xf32> {
  %fz899_0 = scf.execute_region -> tensor<?xf32> {
  %fz900_0 = scf.execute_region -> tensor<?xf32> {
  %fz901_0 = scf.execute_region -> tensor<?xf32> {
  %fz902_0 = scf.execute_region -> tensor<?xf32> {
  %fz903_0 = scf.execute_region -> tensor<?xf32> {
  %fz904_0 = scf.execute_region -> tensor<?xf32> {
  %fz905_0 = scf.execute_region -> tensor<?xf32> {
  %fz906_0 = scf.execute_region -> tensor<?xf32> {
  %fz907_0 = scf.execute_region -> tensor<?xf32> {
  %fz908_0 = scf.execute_region -> tensor<?xf32> {
  %fz909_0 = scf.execute_region -> tensor<?xf32> {
  %fz910_0 = scf.execute_region -> tensor<?xf32> {
  %fz911_0 = scf.execute_region -> tensor<?xf32> {
  %fz912_0 = scf.execute_region -> tensor<?xf32> {
  %fz913_0 = scf.execute_region -> tensor<?xf32> {
  %fz914_0 = scf.execute_region -> tensor<?xf32> {
  %fz915_0 = scf.execute_region -> tensor<?xf32> {
  %fz916_0 = scf.execute_region -> tensor<?xf32> {
  %fz917_0 = scf.execute_region -> tensor<?xf32> {
  %fz918_0 = scf.execute_region -> tensor<?xf32> {
  %fz919_0 = scf.execute_region -> tensor<?xf32> {
  %fz920_0 = scf.execute_region -> tensor<?xf32> {
  %fz921_0 = scf.execute_region -> tensor<?xf32> {
  %fz922_0 = scf.execute_region -> tensor<?xf32> {
  %fz923_0 = scf.execute_region -> tensor<?xf32> {
  %fz924_0 = scf.execute_region -> tensor<?xf32> {
  %fz925_0 = scf.execute_region -> tensor<?xf32> {
  %fz926_0 = scf.execute_region -> tensor<?xf32> {
  %fz927_0 = scf.execute_region -> tensor<?xf32> {
  %fz928_0 = scf.execute_region -> tensor<?xf32> {
  %fz929_0 = scf.execute_region -> tensor<?xf32> {
  %fz930_0 = scf.execute_region -> tensor<?xf32> {
  %fz931_0 = scf.execute_region -> tensor<?xf32> {
  %fz932_0 = scf.execute_region -> tensor<?xf32> {
  %fz933_0 = scf.execute_region -> tensor<?xf32> {
  %fz934_0 = scf.execute_region -> tensor<?xf32> {
  %fz935_0 = scf.execute_region -> tensor<?xf32> {
  %fz936_0 = scf.execute_region -> tensor<?xf32> {
  %fz937_0 = scf.execute_region -> tensor<?xf32> {
  %fz938_0 = scf.execute_region -> tensor<?xf32> {
  %fz939_0 = scf.execute_region -> tensor<?xf32> {
  %fz940_0 = scf.execute_region -> tensor<?xf32> {
  %fz941_0 = scf.execute_region -> tensor<?xf32> {
  %fz942_0 = scf.execute_region -> tensor<?xf32> {
  %fz943_0 = scf.execute_region -> tensor<?xf32> {
  %fz944_0 = scf.execute_region -> tensor<?xf32> {
  %fz945_0 = scf.execute_region -> tensor<?xf32> {
  %fz946_0 = scf.execute_region -> tensor<?xf32> {
  %fz947_0 = scf.execute_region -> tensor<?xf32> {
  %fz948_0 = scf.execute_region -> tensor<?xf32> {
  %fz949_0 = scf.execute_region -> tensor<?xf32> {
  %fz950_0 = scf.execute_region -> tensor<?xf32> {
  %fz951_0 = scf.execute_region -> tensor<?xf32> {
  %fz952_0 = scf.execute_region -> tensor<?xf32> {
  %fz953_0 = scf.execute_region -> tensor<?xf32> {
  %fz954_0 = scf.execute_region -> tensor<?xf32> {
  %fz955_0 = scf.execute_region -> tensor<?xf32> {
  %fz956_0 = scf.execute_region -> tensor<?xf32> {
  %fz957_0 = scf.execute_region -> tensor<?xf32> {
  %fz958_0 = scf.execute_region -> tensor<?xf32> {
  %fz959_0 = scf.execute_region -> tensor<?xf32> {
  %fz960_0 = scf.execute_region -> tensor<?xf32> {
  %fz961_0 = scf.execute_region -> tensor<?xf32> {
  %fz962_0 = scf.execute_region -> tensor<?xf32> {
  %fz963_0 = scf.execute_region -> tensor<?xf32> {
  %fz964_0 = scf.execute_region -> tensor<?xf32> {
  %fz965_0 = scf.execute_region -> tensor<?xf32> {
  %fz966_0 = scf.execute_region -> tensor<?xf32> {
  %fz967_0 = scf.execute_region -> tensor<?xf32> {
  %fz968_0 = scf.execute_region -> tensor<?xf32> {
  %fz969_0 = scf.execute_region -> tensor<?xf32> {
  %fz970_0 = scf.execute_region -> tensor<?xf32> {
  %fz971_0 = scf.execute_region -> tensor<?xf32> {
  %fz972_0 = scf.execute_region -> tensor<?xf32> {
  %fz973_0 = scf.execute_region -> tensor<?xf32> {
  %fz974_0 = scf.execute_region -> tensor<?xf32> {
  %fz975_0 = scf.execute_region -> tensor<?xf32> {
  %fz976_0 = scf.execute_region -> tensor<?xf32> {
  %fz977_0 = scf.execute_region -> tensor<?xf32> {
  %fz978_0 = scf.execute_region -> tensor<?xf32> {
  %fz979_0 = scf.execute_region -> tensor<?xf32> {
  %fz980_0 = scf.execute_region -> tensor<?xf32> {
  %fz981_0 = scf.execute_region -> tensor<?xf32> {
  %fz982_0 = scf.execute_region -> tensor<?xf32> {
  %fz983_0 = scf.execute_region -> tensor<?xf32> {
  %fz984_0 = scf.execute_region -> tensor<?xf32> {
  %fz985_0 = scf.execute_region -> tensor<?xf32> {
  %fz986_0 = scf.execute_region -> tensor<?xf32> {
  %fz987_0 = scf.execute_region -> tensor<?xf32> {
  %fz988_0 = scf.execute_region -> tensor<?xf32> {
  %fz989_0 = scf.execute_region -> tensor<?xf32> {
  %fz990_0 = scf.execute_region -> tensor<?xf32> {
  %fz991_0 = scf.execute_region -> tensor<?xf32> {
  %fz992_0 = scf.execute_region -> tensor<?xf32> {
  %fz993_0 = scf.execute_region -> tensor<?xf32> {
  %fz994_0 = scf.execute_region -> tensor<?xf32> {
  %fz995_0 = scf.execute_region -> tensor<?xf32> {
  %fz996_0 = scf.execute_region -> tensor<?xf32> {
  %fz997_0 = scf.execute_region -> tensor<?xf32> {
  %fz998_0 = scf.execute_region -> tensor<?xf32> {
  %fz999_0 = scf.execute_region -> tensor<?xf32> {
    %fz_in_0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.yield %fz_in_0 : tensor<?xf32>
  }
    scf.yield %fz999_0 : tensor<?xf32>
  }
    scf.yield %fz998_0 : tensor<?xf32>
  }
    scf.yield %fz997_0 : tensor<?xf32>
  }
    scf.yield %fz996_0 : tensor<?xf32>
  }
    scf.yield %fz995_0 : tensor<?xf32>
  }
    scf.yield %fz994_0 : tensor<?xf32>
  }
    scf.yield %fz993_0 : tensor<?xf32>
  }
    scf.yield %fz992_0 : tensor<?xf32>
  }
    scf.yield %fz991_0 : tensor<?xf32>
  }
    scf.yield %fz990_0 : tensor<?xf32>
  }
    scf.yield %fz989_0 : tensor<?xf32>
  }
    scf.yield %fz988_0 : tensor<?xf32>
  }
    scf.yield %fz987_0 : tensor<?xf32>
  }
    scf.yield %fz986_0 : tensor<?xf32>
  }
    scf.yield %fz985_0 : tensor<?xf32>
  }
    scf.yield %fz984_0 : tensor<?xf32>
  }
    scf.yield %fz983_0 : tensor<?xf32>
  }
    scf.yield %fz982_0 : tensor<?xf32>
  }
    scf.yield %fz981_0 : tensor<?xf32>
  }
    scf.yield %fz980_0 : tensor<?xf32>
  }
    scf.yield %fz979_0 : tensor<?xf32>
  }
    scf.yield %fz978_0 : tensor<?xf32>
  }
    scf.yield %fz977_0 : tensor<?xf32>
  }
    scf.yield %fz976_0 : tensor<?xf32>
  }
    scf.yield %fz975_0 : tensor<?xf32>
  }
    scf.yield %fz974_0 : tensor<?xf32>
  }
    scf.yield %fz973_0 : tensor<?xf32>
  }
    scf.yield %fz972_0 : tensor<?xf32>
  }
    scf.yield %fz971_0 : tensor<?xf32>
  }
    scf.yield %fz970_0 : tensor<?xf32>
  }
    scf.yield %fz969_0 : tensor<?xf32>
  }
    scf.yield %fz968_0 : tensor<?xf32>
  }
    scf.yield %fz967_0 : tensor<?xf32>
  }
    scf.yield %fz966_0 : tensor<?xf32>
  }
    scf.yield %fz965_0 : tensor<?xf32>
  }
    scf.yield %fz964_0 : tensor<?xf32>
  }
    scf.yield %fz963_0 : tensor<?xf32>
  }
    scf.yield %fz962_0 : tensor<?xf32>
  }
    scf.yield %fz961_0 : tensor<?xf32>
  }
    scf.yield %fz960_0 : tensor<?xf32>
  }
    scf.yield %fz959_0 : tensor<?xf32>
  }
    scf.yield %fz958_0 : tensor<?xf32>
  }
    scf.yield %fz957_0 : tensor<?xf32>
  }
    scf.yield %fz956_0 : tensor<?xf32>
  }
    scf.yield %fz955_0 : tensor<?xf32>
  }
    scf.yield %fz954_0 : tensor<?xf32>
  }
    scf.yield %fz953_0 : tensor<?xf32>
  }
    scf.yield %fz952_0 : tensor<?xf32>
  }
    scf.yield %fz951_0 : tensor<?xf32>
  }
    scf.yield %fz950_0 : tensor<?xf32>
  }
    scf.yield %fz949_0 : tensor<?xf32>
  }
    scf.yield %fz948_0 : tensor<?xf32>
  }
    scf.yield %fz947_0 : tensor<?xf32>
  }
    scf.yield %fz946_0 : tensor<?xf32>
  }
    scf.yield %fz945_0 : tensor<?xf32>
  }
    scf.yield %fz944_0 : tensor<?xf32>
  }
    scf.yield %fz943_0 : tensor<?xf32>
  }
    scf.yield %fz942_0 : tensor<?xf32>
  }
    scf.yield %fz941_0 : tensor<?xf32>
  }
    scf.yield %fz940_0 : tensor<?xf32>
  }
    scf.yield %fz939_0 : tensor<?xf32>
  }
    scf.yield %fz938_0 : tensor<?xf32>
  }
    scf.yield %fz937_0 : tensor<?xf32>
  }
    scf.yield %fz936_0 : tensor<?xf32>
  }
    scf.yield %fz935_0 : tensor<?xf32>
  }
    scf.yield %fz934_0 : tensor<?xf32>
  }
    scf.yield %fz933_0 : tensor<?xf32>
  }
    scf.yield %fz932_0 : tensor<?xf32>
  }
    scf.yield %fz931_0 : tensor<?xf32>
  }
    scf.yield %fz930_0 : tensor<?xf32>
  }
    scf.yield %fz929_0 : tensor<?xf32>
  }
    scf.yield %fz928_0 : tensor<?xf32>
  }
    scf.yield %fz927_0 : tensor<?xf32>
  }
    scf.yield %fz926_0 : tensor<?xf32>
  }
    scf.yield %fz925_0 : tensor<?xf32>
  }
    scf.yield %fz924_0 : tensor<?xf32>
  }
    scf.yield %fz923_0 : tensor<?xf32>
  }
    scf.yield %fz922_0 : tensor<?xf32>
  }
    scf.yield %fz921_0 : tensor<?xf32>
  }
    scf.yield %fz920_0 : tensor<?xf32>
  }
    scf.yield %fz919_0 : tensor<?xf32>
  }
    scf.yield %fz918_0 : tensor<?xf32>
  }
    scf.yield %fz917_0 : tensor<?xf32>
  }
    scf.yield %fz916_0 : tensor<?xf32>
  }
    scf.yield %fz915_0 : tensor<?xf32>
  }
    scf.yield %fz914_0 : tensor<?xf32>
  }
    scf.yield %fz913_0 : tensor<?xf32>
  }
    scf.yield %fz912_0 : tensor<?xf32>
  }
    scf.yield %fz911_0 : tensor<?xf32>
  }
    scf.yield %fz910_0 : tensor<?xf32>
  }
    scf.yield %fz909_0 : tensor<?xf32>
  }
    scf.yield %fz908_0 : tensor<?xf32>
  }
    scf.yield %fz907_0 : tensor<?xf32>
  }
    scf.yield %fz906_0 : tensor<?xf32>
  }
    scf.yield %fz905_0 : tensor<?xf32>
  }
    scf.yield %fz904_0 : tensor<?xf32>
  }
    scf.yield %fz903_0 : tensor<?xf32>
  }
    scf.yield %fz902_0 : tensor<?xf32>
  }
    scf.yield %fz901_0 : tensor<?xf32>
  }
    scf.yield %fz900_0 : tensor<?xf32>
  }
    scf.yield %fz899_0 : tensor<?xf32>
  }
    scf.yield %fz898_0 : tensor<?xf32>
  }
    scf.yield %fz897_0 : tensor<?xf32>
  }
    scf.yield %fz896_0 : tensor<?xf32>
  }
    scf.yield %fz895_0 : tensor<?xf32>
  }
    scf.yield %fz894_0 : tensor<?xf32>
  }
    scf.yield %fz893_0 : tensor<?xf32>
  }
    scf.yield %fz892_0 : tensor<?xf32>
  }
    scf.yield %fz891_0 : tensor<?xf32>
  }
    scf.yield %fz890_0 : tensor<?xf32>
  }
    scf.yield %fz889_0 : tensor<?xf32>
  }
    scf.yield %fz888_0 : tensor<?xf32>
  }
    scf.yield %fz887_0 : tensor<?xf32>
  }
    scf.yield %fz886_0 : tensor<?xf32>
  }
    scf.yield %fz885_0 : tensor<?xf32>
  }
    scf.yield %fz884_0 : tensor<?xf32>
  }
    scf.yield %fz883_0 : tensor<?xf32>
  }
    scf.yield %fz882_0 : tensor<?xf32>
  }
    scf.yield %fz881_0 : tensor<?xf32>
  }
    scf.yield %fz880_0 : tensor<?xf32>
  }
    scf.yield %fz879_0 : tensor<?xf32>
  }
    scf.yield %fz878_0 : tensor<?xf32>
  }
    scf.yield %fz877_0 : tensor<?xf32>
  }
    scf.yield %fz876_0 : tensor<?xf32>
  }
    scf.yield %fz875_0 : tensor<?xf32>
  }
    scf.yield %fz874_0 : tensor<?xf32>
  }
    scf.yield %fz873_0 : tensor<?xf32>
  }
    scf.yield %fz872_0 : tensor<?xf32>
  }
    scf.yield %fz871_0 : tensor<?xf32>
  }
    scf.yield %fz870_0 : tensor<?xf32>
  }
    scf.yield %fz869_0 : tensor<?xf32>
  }
    scf.yield %fz868_0 : tensor<?xf32>
  }
    scf.yield %fz867_0 : tensor<?xf32>
  }
    scf.yield %fz866_0 : tensor<?xf32>
  }
    scf.yield %fz865_0 : tensor<?xf32>
  }
    scf.yield %fz864_0 : tensor<?xf32>
  }
    scf.yield %fz863_0 : tensor<?xf32>
  }
    scf.yield %fz862_0 : tensor<?xf32>
  }
    scf.yield %fz861_0 : tensor<?xf32>
  }
    scf.yield %fz860_0 : tensor<?xf32>
  }
    scf.yield %fz859_0 : tensor<?xf32>
  }
    scf.yield %fz858_0 : tensor<?xf32>
  }
    scf.yield %fz857_0 : tensor<?xf32>
  }
    scf.yield %fz856_0 : tensor<?xf32>
  }
    scf.yield %fz855_0 : tensor<?xf32>
  }
    scf.yield %fz854_0 : tensor<?xf32>
  }
    scf.yield %fz853_0 : tensor<?xf32>
  }
    scf.yield %fz852_0 : tensor<?xf32>
  }
    scf.yield %fz851_0 : tensor<?xf32>
  }
    scf.yield %fz850_0 : tensor<?xf32>
  }
    scf.yield %fz849_0 : tensor<?xf32>
  }
    scf.yield %fz848_0 : tensor<?xf32>
  }
    scf.yield %fz847_0 : tensor<?xf32>
  }
    scf.yield %fz846_0 : tensor<?xf32>
  }
    scf.yield %fz845_0 : tensor<?xf32>
  }
    scf.yield %fz844_0 : tensor<?xf32>
  }
    scf.yield %fz843_0 : tensor<?xf32>
  }
    scf.yield %fz842_0 : tensor<?xf32>
  }
    scf.yield %fz841_0 : tensor<?xf32>
  }
    scf.yield %fz840_0 : tensor<?xf32>
  }
    scf.yield %fz839_0 : tensor<?xf32>
  }
    scf.yield %fz838_0 : tensor<?xf32>
  }
    scf.yield %fz837_0 : tensor<?xf32>
  }
    scf.yield %fz836_0 : tensor<?xf32>
  }
    scf.yield %fz835_0 : tensor<?xf32>
  }
    scf.yield %fz834_0 : tensor<?xf32>
  }
    scf.yield %fz833_0 : tensor<?xf32>
  }
    scf.yield %fz832_0 : tensor<?xf32>
  }
    scf.yield %fz831_0 : tensor<?xf32>
  }
    scf.yield %fz830_0 : tensor<?xf32>
  }
    scf.yield %fz829_0 : tensor<?xf32>
  }
    scf.yield %fz828_0 : tensor<?xf32>
  }
    scf.yield %fz827_0 : tensor<?xf32>
  }
    scf.yield %fz826_0 : tensor<?xf32>
  }
    scf.yield %fz825_0 : tensor<?xf32>
  }
    scf.yield %fz824_0 : tensor<?xf32>
  }
    scf.yield %fz823_0 : tensor<?xf32>
  }
    scf.yield %fz822_0 : tensor<?xf32>
  }
    scf.yield %fz821_0 : tensor<?xf32>
  }
    scf.yield %fz820_0 : tensor<?xf32>
  }
    scf.yield %fz819_0 : tensor<?xf32>
  }
    scf.yield %fz818_0 : tensor<?xf32>
  }
    scf.yield %fz817_0 : tensor<?xf32>
  }
    scf.yield %fz816_0 : tensor<?xf32>
  }
    scf.yield %fz815_0 : tensor<?xf32>
  }
    scf.yield %fz814_0 : tensor<?xf32>
  }
    scf.yield %fz813_0 : tensor<?xf32>
  }
    scf.yield %fz812_0 : tensor<?xf32>
  }
    scf.yield %fz811_0 : tensor<?xf32>
  }
    scf.yield %fz810_0 : tensor<?xf32>
  }
    scf.yield %fz809_0 : tensor<?xf32>
  }
    scf.yield %fz808_0 : tensor<?xf32>
  }
    scf.yield %fz807_0 : tensor<?xf32>
  }
    scf.yield %fz806_0 : tensor<?xf32>
  }
    scf.yield %fz805_0 : tensor<?xf32>
  }
    scf.yield %fz804_0 : tensor<?xf32>
  }
    scf.yield %fz803_0 : tensor<?xf32>
  }
    scf.yield %fz802_0 : tensor<?xf32>
  }
    scf.yield %fz801_0 : tensor<?xf32>
  }
    scf.yield %fz800_0 : tensor<?xf32>
  }
    scf.yield %fz799_0 : tensor<?xf32>
  }
    scf.yield %fz798_0 : tensor<?xf32>
  }
    scf.yield %fz797_0 : tensor<?xf32>
  }
    scf.yield %fz796_0 : tensor<?xf32>
  }
    scf.yield %fz795_0 : tensor<?xf32>
  }
    scf.yield %fz794_0 : tensor<?xf32>
  }
    scf.yield %fz793_0 : tensor<?xf32>
  }
    scf.yield %fz792_0 : tensor<?xf32>
  }
    scf.yield %fz791_0 : tensor<?xf32>
  }
    scf.yield %fz790_0 : tensor<?xf32>
  }
    scf.yield %fz789_0 : tensor<?xf32>
  }
    scf.yield %fz788_0 : tensor<?xf32>
  }
    scf.yield %fz787_0 : tensor<?xf32>
  }
    scf.yield %fz786_0 : tensor<?xf32>
  }
    scf.yield %fz785_0 : tensor<?xf32>
  }
    scf.yield %fz784_0 : tensor<?xf32>
  }
    scf.yield %fz783_0 : tensor<?xf32>
  }
    scf.yield %fz782_0 : tensor<?xf32>
  }
    scf.yield %fz781_0 : tensor<?xf32>
  }
    scf.yield %fz780_0 : tensor<?xf32>
  }
    scf.yield %fz779_0 : tensor<?xf32>
  }
    scf.yield %fz778_0 : tensor<?xf32>
  }
    scf.yield %fz777_0 : tensor<?xf32>
  }
    scf.yield %fz776_0 : tensor<?xf32>
  }
    scf.yield %fz775_0 : tensor<?xf32>
  }
    scf.yield %fz774_0 : tensor<?xf32>
  }
    scf.yield %fz773_0 : tensor<?xf32>
  }
    scf.yield %fz772_0 : tensor<?xf32>
  }
    scf.yield %fz771_0 : tensor<?xf32>
  }
    scf.yield %fz770_0 : tensor<?xf32>
  }
    scf.yield %fz769_0 : tensor<?xf32>
  }
    scf.yield %fz768_0 : tensor<?xf32>
  }
    scf.yield %fz767_0 : tensor<?xf32>
  }
    scf.yield %fz766_0 : tensor<?xf32>
  }
    scf.yield %fz765_0 : tensor<?xf32>
  }
    scf.yield %fz764_0 : tensor<?xf32>
  }
    scf.yield %fz763_0 : tensor<?xf32>
  }
    scf.yield %fz762_0 : tensor<?xf32>
  }
    scf.yield %fz761_0 : tensor<?xf32>
  }
    scf.yield %fz760_0 : tensor<?xf32>
  }
    scf.yield %fz759_0 : tensor<?xf32>
  }
    scf.yield %fz758_0 : tensor<?xf32>
  }
    scf.yield %fz757_0 : tensor<?xf32>
  }
    scf.yield %fz756_0 : tensor<?xf32>
  }
    scf.yield %fz755_0 : tensor<?xf32>
  }
    scf.yield %fz754_0 : tensor<?xf32>
  }
    scf.yield %fz753_0 : tensor<?xf32>
  }
    scf.yield %fz752_0 : tensor<?xf32>
  }
    scf.yield %fz751_0 : tensor<?xf32>
  }
    scf.yield %fz750_0 : tensor<?xf32>
  }
    scf.yield %fz749_0 : tensor<?xf32>
  }
    scf.yield %fz748_0 : tensor<?xf32>
  }
    scf.yield %fz747_0 : tensor<?xf32>
  }
    scf.yield %fz746_0 : tensor<?xf32>
  }
    scf.yield %fz745_0 : tensor<?xf32>
  }
    scf.yield %fz744_0 : tensor<?xf32>
  }
    scf.yield %fz743_0 : tensor<?xf32>
  }
    scf.yield %fz742_0 : tensor<?xf32>
  }
    scf.yield %fz741_0 : tensor<?xf32>
  }
    scf.yield %fz740_0 : tensor<?xf32>
  }
    scf.yield %fz739_0 : tensor<?xf32>
  }
    scf.yield %fz738_0 : tensor<?xf32>
  }
    scf.yield %fz737_0 : tensor<?xf32>
  }
    scf.yield %fz736_0 : tensor<?xf32>
  }
    scf.yield %fz735_0 : tensor<?xf32>
  }
    scf.yield %fz734_0 : tensor<?xf32>
  }
    scf.yield %fz733_0 : tensor<?xf32>
  }
    scf.yield %fz732_0 : tensor<?xf32>
  }
    scf.yield %fz731_0 : tensor<?xf32>
  }
    scf.yield %fz730_0 : tensor<?xf32>
  }
    scf.yield %fz729_0 : tensor<?xf32>
  }
    scf.yield %fz728_0 : tensor<?xf32>
  }
    scf.yield %fz727_0 : tensor<?xf32>
  }
    scf.yield %fz726_0 : tensor<?xf32>
  }
    scf.yield %fz725_0 : tensor<?xf32>
  }
    scf.yield %fz724_0 : tensor<?xf32>
  }
    scf.yield %fz723_0 : tensor<?xf32>
  }
    scf.yield %fz722_0 : tensor<?xf32>
  }
    scf.yield %fz721_0 : tensor<?xf32>
  }
    scf.yield %fz720_0 : tensor<?xf32>
  }
    scf.yield %fz719_0 : tensor<?xf32>
  }
    scf.yield %fz718_0 : tensor<?xf32>
  }
    scf.yield %fz717_0 : tensor<?xf32>
  }
    scf.yield %fz716_0 : tensor<?xf32>
  }
    scf.yield %fz715_0 : tensor<?xf32>
  }
    scf.yield %fz714_0 : tensor<?xf32>
  }
    scf.yield %fz713_0 : tensor<?xf32>
  }
    scf.yield %fz712_0 : tensor<?xf32>
  }
    scf.yield %fz711_0 : tensor<?xf32>
  }
    scf.yield %fz710_0 : tensor<?xf32>
  }
    scf.yield %fz709_0 : tensor<?xf32>
  }
    scf.yield %fz708_0 : tensor<?xf32>
  }
    scf.yield %fz707_0 : tensor<?xf32>
  }
    scf.yield %fz706_0 : tensor<?xf32>
  }
    scf.yield %fz705_0 : tensor<?xf32>
  }
    scf.yield %fz704_0 : tensor<?xf32>
  }
    scf.yield %fz703_0 : tensor<?xf32>
  }
    scf.yield %fz702_0 : tensor<?xf32>
  }
    scf.yield %fz701_0 : tensor<?xf32>
  }
    scf.yield %fz700_0 : tensor<?xf32>
  }
    scf.yield %fz699_0 : tensor<?xf32>
  }
    scf.yield %fz698_0 : tensor<?xf32>
  }
    scf.yield %fz697_0 : tensor<?xf32>
  }
    scf.yield %fz696_0 : tensor<?xf32>
  }
    scf.yield %fz695_0 : tensor<?xf32>
  }
    scf.yield %fz694_0 : tensor<?xf32>
  }
    scf.yield %fz693_0 : tensor<?xf32>
  }
    scf.yield %fz692_0 : tensor<?xf32>
  }
    scf.yield %fz691_0 : tensor<?xf32>
  }
    scf.yield %fz690_0 : tensor<?xf32>
  }
    scf.yield %fz689_0 : tensor<?xf32>
  }
    scf.yield %fz688_0 : tensor<?xf32>
  }
    scf.yield %fz687_0 : tensor<?xf32>
  }
    scf.yield %fz686_0 : tensor<?xf32>
  }
    scf.yield %fz685_0 : tensor<?xf32>
  }
    scf.yield %fz684_0 : tensor<?xf32>
  }
    scf.yield %fz683_0 : tensor<?xf32>
  }
    scf.yield %fz682_0 : tensor<?xf32>
  }
    scf.yield %fz681_0 : tensor<?xf32>
  }
    scf.yield %fz680_0 : tensor<?xf32>
  }
    scf.yield %fz679_0 : tensor<?xf32>
  }
    scf.yield %fz678_0 : tensor<?xf32>
  }
    scf.yield %fz677_0 : tensor<?xf32>
  }
    scf.yield %fz676_0 : tensor<?xf32>
  }
    scf.yield %fz675_0 : tensor<?xf32>
  }
    scf.yield %fz674_0 : tensor<?xf32>
  }
    scf.yield %fz673_0 : tensor<?xf32>
  }
    scf.yield %fz672_0 : tensor<?xf32>
  }
    scf.yield %fz671_0 : tensor<?xf32>
  }
    scf.yield %fz670_0 : tensor<?xf32>
  }
    scf.yield %fz669_0 : tensor<?xf32>
  }
    scf.yield %fz668_0 : tensor<?xf32>
  }
    scf.yield %fz667_0 : tensor<?xf32>
  }
    scf.yield %fz666_0 : tensor<?xf32>
  }
    scf.yield %fz665_0 : tensor<?xf32>
  }
    scf.yield %fz664_0 : tensor<?xf32>
  }
    scf.yield %fz663_0 : tensor<?xf32>
  }
    scf.yield %fz662_0 : tensor<?xf32>
  }
    scf.yield %fz661_0 : tensor<?xf32>
  }
    scf.yield %fz660_0 : tensor<?xf32>
  }
    scf.yield %fz659_0 : tensor<?xf32>
  }
    scf.yield %fz658_0 : tensor<?xf32>
  }
    scf.yield %fz657_0 : tensor<?xf32>
  }
    scf.yield %fz656_0 : tensor<?xf32>
  }
    scf.yield %fz655_0 : tensor<?xf32>
  }
    scf.yield %fz654_0 : tensor<?xf32>
  }
    scf.yield %fz653_0 : tensor<?xf32>
  }
    scf.yield %fz652_0 : tensor<?xf32>
  }
    scf.yield %fz651_0 : tensor<?xf32>
  }
    scf.yield %fz650_0 : tensor<?xf32>
  }
    scf.yield %fz649_0 : tensor<?xf32>
  }
    scf.yield %fz648_0 : tensor<?xf32>
  }
    scf.yield %fz647_0 : tensor<?xf32>
  }
    scf.yield %fz646_0 : tensor<?xf32>
  }
    scf.yield %fz645_0 : tensor<?xf32>
  }
    scf.yield %fz644_0 : tensor<?xf32>
  }
    scf.yield %fz643_0 : tensor<?xf32>
  }
    scf.yield %fz642_0 : tensor<?xf32>
  }
    scf.yield %fz641_0 : tensor<?xf32>
  }
    scf.yield %fz640_0 : tensor<?xf32>
  }
    scf.yield %fz639_0 : tensor<?xf32>
  }
    scf.yield %fz638_0 : tensor<?xf32>
  }
    scf.yield %fz637_0 : tensor<?xf32>
  }
    scf.yield %fz636_0 : tensor<?xf32>
  }
    scf.yield %fz635_0 : tensor<?xf32>
  }
    scf.yield %fz634_0 : tensor<?xf32>
  }
    scf.yield %fz633_0 : tensor<?xf32>
  }
    scf.yield %fz632_0 : tensor<?xf32>
  }
    scf.yield %fz631_0 : tensor<?xf32>
  }
    scf.yield %fz630_0 : tensor<?xf32>
  }
    scf.yield %fz629_0 : tensor<?xf32>
  }
    scf.yield %fz628_0 : tensor<?xf32>
  }
    scf.yield %fz627_0 : tensor<?xf32>
  }
    scf.yield %fz626_0 : tensor<?xf32>
  }
    scf.yield %fz625_0 : tensor<?xf32>
  }
    scf.yield %fz624_0 : tensor<?xf32>
  }
    scf.yield %fz623_0 : tensor<?xf32>
  }
    scf.yield %fz622_0 : tensor<?xf32>
  }
    scf.yield %fz621_0 : tensor<?xf32>
  }
    scf.yield %fz620_0 : tensor<?xf32>
  }
    scf.yield %fz619_0 : tensor<?xf32>
  }
    scf.yield %fz618_0 : tensor<?xf32>
  }
    scf.yield %fz617_0 : tensor<?xf32>
  }
    scf.yield %fz616_0 : tensor<?xf32>
  }
    scf.yield %fz615_0 : tensor<?xf32>
  }
    scf.yield %fz614_0 : tensor<?xf32>
  }
    scf.yield %fz613_0 : tensor<?xf32>
  }
    scf.yield %fz612_0 : tensor<?xf32>
  }
    scf.yield %fz611_0 : tensor<?xf32>
  }
    scf.yield %fz610_0 : tensor<?xf32>
  }
    scf.yield %fz609_0 : tensor<?xf32>
  }
    scf.yield %fz608_0 : tensor<?xf32>
  }
    scf.yield %fz607_0 : tensor<?xf32>
  }
    scf.yield %fz606_0 : tensor<?xf32>
  }
    scf.yield %fz605_0 : tensor<?xf32>
  }
    scf.yield %fz604_0 : tensor<?xf32>
  }
    scf.yield %fz603_0 : tensor<?xf32>
  }
    scf.yield %fz602_0 : tensor<?xf32>
  }
    scf.yield %fz601_0 : tensor<?xf32>
  }
    scf.yield %fz600_0 : tensor<?xf32>
  }
    scf.yield %fz599_0 : tensor<?xf32>
  }
    scf.yield %fz598_0 : tensor<?xf32>
  }
    scf.yield %fz597_0 : tensor<?xf32>
  }
    scf.yield %fz596_0 : tensor<?xf32>
  }
    scf.yield %fz595_0 : tensor<?xf32>
  }
    scf.yield %fz594_0 : tensor<?xf32>
  }
    scf.yield %fz593_0 : tensor<?xf32>
  }
    scf.yield %fz592_0 : tensor<?xf32>
  }
    scf.yield %fz591_0 : tensor<?xf32>
  }
    scf.yield %fz590_0 : tensor<?xf32>
  }
    scf.yield %fz589_0 : tensor<?xf32>
  }
    scf.yield %fz588_0 : tensor<?xf32>
  }
    scf.yield %fz587_0 : tensor<?xf32>
  }
    scf.yield %fz586_0 : tensor<?xf32>
  }
    scf.yield %fz585_0 : tensor<?xf32>
  }
    scf.yield %fz584_0 : tensor<?xf32>
  }
    scf.yield %fz583_0 : tensor<?xf32>
  }
    scf.yield %fz582_0 : tensor<?xf32>
  }
    scf.yield %fz581_0 : tensor<?xf32>
  }
    scf.yield %fz580_0 : tensor<?xf32>
  }
    scf.yield %fz579_0 : tensor<?xf32>
  }
    scf.yield %fz578_0 : tensor<?xf32>
  }
    scf.yield %fz577_0 : tensor<?xf32>
  }
    scf.yield %fz576_0 : tensor<?xf32>
  }
    scf.yield %fz575_0 : tensor<?xf32>
  }
    scf.yield %fz574_0 : tensor<?xf32>
  }
    scf.yield %fz573_0 : tensor<?xf32>
  }
    scf.yield %fz572_0 : tensor<?xf32>
  }
    scf.yield %fz571_0 : tensor<?xf32>
  }
    scf.yield %fz570_0 : tensor<?xf32>
  }
    scf.yield %fz569_0 : tensor<?xf32>
  }
    scf.yield %fz568_0 : tensor<?xf32>
  }
    scf.yield %fz567_0 : tensor<?xf32>
  }
    scf.yield %fz566_0 : tensor<?xf32>
  }
    scf.yield %fz565_0 : tensor<?xf32>
  }
    scf.yield %fz564_0 : tensor<?xf32>
  }
    scf.yield %fz563_0 : tensor<?xf32>
  }
    scf.yield %fz562_0 : tensor<?xf32>
  }
    scf.yield %fz561_0 : tensor<?xf32>
  }
    scf.yield %fz560_0 : tensor<?xf32>
  }
    scf.yield %fz559_0 : tensor<?xf32>
  }
    scf.yield %fz558_0 : tensor<?xf32>
  }
    scf.yield %fz557_0 : tensor<?xf32>
  }
    scf.yield %fz556_0 : tensor<?xf32>
  }
    scf.yield %fz555_0 : tensor<?xf32>
  }
    scf.yield %fz554_0 : tensor<?xf32>
  }
    scf.yield %fz553_0 : tensor<?xf32>
  }
    scf.yield %fz552_0 : tensor<?xf32>
  }
    scf.yield %fz551_0 : tensor<?xf32>
  }
    scf.yield %fz550_0 : tensor<?xf32>
  }
    scf.yield %fz549_0 : tensor<?xf32>
  }
    scf.yield %fz548_0 : tensor<?xf32>
  }
    scf.yield %fz547_0 : tensor<?xf32>
  }
    scf.yield %fz546_0 : tensor<?xf32>
  }
    scf.yield %fz545_0 : tensor<?xf32>
  }
    scf.yield %fz544_0 : tensor<?xf32>
  }
    scf.yield %fz543_0 : tensor<?xf32>
  }
    scf.yield %fz542_0 : tensor<?xf32>
  }
    scf.yield %fz541_0 : tensor<?xf32>
  }
    scf.yield %fz540_0 : tensor<?xf32>
  }
    scf.yield %fz539_0 : tensor<?xf32>
  }
    scf.yield %fz538_0 : tensor<?xf32>
  }
    scf.yield %fz537_0 : tensor<?xf32>
  }
    scf.yield %fz536_0 : tensor<?xf32>
  }
    scf.yield %fz535_0 : tensor<?xf32>
  }
    scf.yield %fz534_0 : tensor<?xf32>
  }
    scf.yield %fz533_0 : tensor<?xf32>
  }
    scf.yield %fz532_0 : tensor<?xf32>
  }
    scf.yield %fz531_0 : tensor<?xf32>
  }
    scf.yield %fz530_0 : tensor<?xf32>
  }
    scf.yield %fz529_0 : tensor<?xf32>
  }
    scf.yield %fz528_0 : tensor<?xf32>
  }
    scf.yield %fz527_0 : tensor<?xf32>
  }
    scf.yield %fz526_0 : tensor<?xf32>
  }
    scf.yield %fz525_0 : tensor<?xf32>
  }
    scf.yield %fz524_0 : tensor<?xf32>
  }
    scf.yield %fz523_0 : tensor<?xf32>
  }
    scf.yield %fz522_0 : tensor<?xf32>
  }
    scf.yield %fz521_0 : tensor<?xf32>
  }
    scf.yield %fz520_0 : tensor<?xf32>
  }
    scf.yield %fz519_0 : tensor<?xf32>
  }
    scf.yield %fz518_0 : tensor<?xf32>
  }
    scf.yield %fz517_0 : tensor<?xf32>
  }
    scf.yield %fz516_0 : tensor<?xf32>
  }
    scf.yield %fz515_0 : tensor<?xf32>
  }
    scf.yield %fz514_0 : tensor<?xf32>
  }
    scf.yield %fz513_0 : tensor<?xf32>
  }
    scf.yield %fz512_0 : tensor<?xf32>
  }
    scf.yield %fz511_0 : tensor<?xf32>
  }
    scf.yield %fz510_0 : tensor<?xf32>
  }
    scf.yield %fz509_0 : tensor<?xf32>
  }
    scf.yield %fz508_0 : tensor<?xf32>
  }
    scf.yield %fz507_0 : tensor<?xf32>
  }
    scf.yield %fz506_0 : tensor<?xf32>
  }
    scf.yield %fz505_0 : tensor<?xf32>
  }
    scf.yield %fz504_0 : tensor<?xf32>
  }
    scf.yield %fz503_0 : tensor<?xf32>
  }
    scf.yield %fz502_0 : tensor<?xf32>
  }
    scf.yield %fz501_0 : tensor<?xf32>
  }
    scf.yield %fz500_0 : tensor<?xf32>
  }
    scf.yield %fz499_0 : tensor<?xf32>
  }
    scf.yield %fz498_0 : tensor<?xf32>
  }
    scf.yield %fz497_0 : tensor<?xf32>
  }
    scf.yield %fz496_0 : tensor<?xf32>
  }
    scf.yield %fz495_0 : tensor<?xf32>
  }
    scf.yield %fz494_0 : tensor<?xf32>
  }
    scf.yield %fz493_0 : tensor<?xf32>
  }
    scf.yield %fz492_0 : tensor<?xf32>
  }
    scf.yield %fz491_0 : tensor<?xf32>
  }
    scf.yield %fz490_0 : tensor<?xf32>
  }
    scf.yield %fz489_0 : tensor<?xf32>
  }
    scf.yield %fz488_0 : tensor<?xf32>
  }
    scf.yield %fz487_0 : tensor<?xf32>
  }
    scf.yield %fz486_0 : tensor<?xf32>
  }
    scf.yield %fz485_0 : tensor<?xf32>
  }
    scf.yield %fz484_0 : tensor<?xf32>
  }
    scf.yield %fz483_0 : tensor<?xf32>
  }
    scf.yield %fz482_0 : tensor<?xf32>
  }
    scf.yield %fz481_0 : tensor<?xf32>
  }
    scf.yield %fz480_0 : tensor<?xf32>
  }
    scf.yield %fz479_0 : tensor<?xf32>
  }
    scf.yield %fz478_0 : tensor<?xf32>
  }
    scf.yield %fz477_0 : tensor<?xf32>
  }
    scf.yield %fz476_0 : tensor<?xf32>
  }
    scf.yield %fz475_0 : tensor<?xf32>
  }
    scf.yield %fz474_0 : tensor<?xf32>
  }
    scf.yield %fz473_0 : tensor<?xf32>
  }
    scf.yield %fz472_0 : tensor<?xf32>
  }
    scf.yield %fz471_0 : tensor<?xf32>
  }
    scf.yield %fz470_0 : tensor<?xf32>
  }
    scf.yield %fz469_0 : tensor<?xf32>
  }
    scf.yield %fz468_0 : tensor<?xf32>
  }
    scf.yield %fz467_0 : tensor<?xf32>
  }
    scf.yield %fz466_0 : tensor<?xf32>
  }
    scf.yield %fz465_0 : tensor<?xf32>
  }
    scf.yield %fz464_0 : tensor<?xf32>
  }
    scf.yield %fz463_0 : tensor<?xf32>
  }
    scf.yield %fz462_0 : tensor<?xf32>
  }
    scf.yield %fz461_0 : tensor<?xf32>
  }
    scf.yield %fz460_0 : tensor<?xf32>
  }
    scf.yield %fz459_0 : tensor<?xf32>
  }
    scf.yield %fz458_0 : tensor<?xf32>
  }
    scf.yield %fz457_0 : tensor<?xf32>
  }
    scf.yield %fz456_0 : tensor<?xf32>
  }
    scf.yield %fz455_0 : tensor<?xf32>
  }
    scf.yield %fz454_0 : tensor<?xf32>
  }
    scf.yield %fz453_0 : tensor<?xf32>
  }
    scf.yield %fz452_0 : tensor<?xf32>
  }
    scf.yield %fz451_0 : tensor<?xf32>
  }
    scf.yield %fz450_0 : tensor<?xf32>
  }
    scf.yield %fz449_0 : tensor<?xf32>
  }
    scf.yield %fz448_0 : tensor<?xf32>
  }
    scf.yield %fz447_0 : tensor<?xf32>
  }
    scf.yield %fz446_0 : tensor<?xf32>
  }
    scf.yield %fz445_0 : tensor<?xf32>
  }
    scf.yield %fz444_0 : tensor<?xf32>
  }
    scf.yield %fz443_0 : tensor<?xf32>
  }
    scf.yield %fz442_0 : tensor<?xf32>
  }
    scf.yield %fz441_0 : tensor<?xf32>
  }
    scf.yield %fz440_0 : tensor<?xf32>
  }
    scf.yield %fz439_0 : tensor<?xf32>
  }
    scf.yield %fz438_0 : tensor<?xf32>
  }
    scf.yield %fz437_0 : tensor<?xf32>
  }
    scf.yield %fz436_0 : tensor<?xf32>
  }
    scf.yield %fz435_0 : tensor<?xf32>
  }
    scf.yield %fz434_0 : tensor<?xf32>
  }
    scf.yield %fz433_0 : tensor<?xf32>
  }
    scf.yield %fz432_0 : tensor<?xf32>
  }
    scf.yield %fz431_0 : tensor<?xf32>
  }
    scf.yield %fz430_0 : tensor<?xf32>
  }
    scf.yield %fz429_0 : tensor<?xf32>
  }
    scf.yield %fz428_0 : tensor<?xf32>
  }
    scf.yield %fz427_0 : tensor<?xf32>
  }
    scf.yield %fz426_0 : tensor<?xf32>
  }
    scf.yield %fz425_0 : tensor<?xf32>
  }
    scf.yield %fz424_0 : tensor<?xf32>
  }
    scf.yield %fz423_0 : tensor<?xf32>
  }
    scf.yield %fz422_0 : tensor<?xf32>
  }
    scf.yield %fz421_0 : tensor<?xf32>
  }
    scf.yield %fz420_0 : tensor<?xf32>
  }
    scf.yield %fz419_0 : tensor<?xf32>
  }
    scf.yield %fz418_0 : tensor<?xf32>
  }
    scf.yield %fz417_0 : tensor<?xf32>
  }
    scf.yield %fz416_0 : tensor<?xf32>
  }
    scf.yield %fz415_0 : tensor<?xf32>
  }
    scf.yield %fz414_0 : tensor<?xf32>
  }
    scf.yield %fz413_0 : tensor<?xf32>
  }
    scf.yield %fz412_0 : tensor<?xf32>
  }
    scf.yield %fz411_0 : tensor<?xf32>
  }
    scf.yield %fz410_0 : tensor<?xf32>
  }
    scf.yield %fz409_0 : tensor<?xf32>
  }
    scf.yield %fz408_0 : tensor<?xf32>
  }
    scf.yield %fz407_0 : tensor<?xf32>
  }
    scf.yield %fz406_0 : tensor<?xf32>
  }
    scf.yield %fz405_0 : tensor<?xf32>
  }
    scf.yield %fz404_0 : tensor<?xf32>
  }
    scf.yield %fz403_0 : tensor<?xf32>
  }
    scf.yield %fz402_0 : tensor<?xf32>
  }
    scf.yield %fz401_0 : tensor<?xf32>
  }
    scf.yield %fz400_0 : tensor<?xf32>
  }
    scf.yield %fz399_0 : tensor<?xf32>
  }
    scf.yield %fz398_0 : tensor<?xf32>
  }
    scf.yield %fz397_0 : tensor<?xf32>
  }
    scf.yield %fz396_0 : tensor<?xf32>
  }
    scf.yield %fz395_0 : tensor<?xf32>
  }
    scf.yield %fz394_0 : tensor<?xf32>
  }
    scf.yield %fz393_0 : tensor<?xf32>
  }
    scf.yield %fz392_0 : tensor<?xf32>
  }
    scf.yield %fz391_0 : tensor<?xf32>
  }
    scf.yield %fz390_0 : tensor<?xf32>
  }
    scf.yield %fz389_0 : tensor<?xf32>
  }
    scf.yield %fz388_0 : tensor<?xf32>
  }
    scf.yield %fz387_0 : tensor<?xf32>
  }
    scf.yield %fz386_0 : tensor<?xf32>
  }
    scf.yield %fz385_0 : tensor<?xf32>
  }
    scf.yield %fz384_0 : tensor<?xf32>
  }
    scf.yield %fz383_0 : tensor<?xf32>
  }
    scf.yield %fz382_0 : tensor<?xf32>
  }
    scf.yield %fz381_0 : tensor<?xf32>
  }
    scf.yield %fz380_0 : tensor<?xf32>
  }
    scf.yield %fz379_0 : tensor<?xf32>
  }
    scf.yield %fz378_0 : tensor<?xf32>
  }
    scf.yield %fz377_0 : tensor<?xf32>
  }
    scf.yield %fz376_0 : tensor<?xf32>
  }
    scf.yield %fz375_0 : tensor<?xf32>
  }
    scf.yield %fz374_0 : tensor<?xf32>
  }
    scf.yield %fz373_0 : tensor<?xf32>
  }
    scf.yield %fz372_0 : tensor<?xf32>
  }
    scf.yield %fz371_0 : tensor<?xf32>
  }
    scf.yield %fz370_0 : tensor<?xf32>
  }
    scf.yield %fz369_0 : tensor<?xf32>
  }
    scf.yield %fz368_0 : tensor<?xf32>
  }
    scf.yield %fz367_0 : tensor<?xf32>
  }
    scf.yield %fz366_0 : tensor<?xf32>
  }
    scf.yield %fz365_0 : tensor<?xf32>
  }
    scf.yield %fz364_0 : tensor<?xf32>
  }
    scf.yield %fz363_0 : tensor<?xf32>
  }
    scf.yield %fz362_0 : tensor<?xf32>
  }
    scf.yield %fz361_0 : tensor<?xf32>
  }
    scf.yield %fz360_0 : tensor<?xf32>
  }
    scf.yield %fz359_0 : tensor<?xf32>
  }
    scf.yield %fz358_0 : tensor<?xf32>
  }
    scf.yield %fz357_0 : tensor<?xf32>
  }
    scf.yield %fz356_0 : tensor<?xf32>
  }
    scf.yield %fz355_0 : tensor<?xf32>
  }
    scf.yield %fz354_0 : tensor<?xf32>
  }
    scf.yield %fz353_0 : tensor<?xf32>
  }
    scf.yield %fz352_0 : tensor<?xf32>
  }
    scf.yield %fz351_0 : tensor<?xf32>
  }
    scf.yield %fz350_0 : tensor<?xf32>
  }
    scf.yield %fz349_0 : tensor<?xf32>
  }
    scf.yield %fz348_0 : tensor<?xf32>
  }
    scf.yield %fz347_0 : tensor<?xf32>
  }
    scf.yield %fz346_0 : tensor<?xf32>
  }
    scf.yield %fz345_0 : tensor<?xf32>
  }
    scf.yield %fz344_0 : tensor<?xf32>
  }
    scf.yield %fz343_0 : tensor<?xf32>
  }
    scf.yield %fz342_0 : tensor<?xf32>
  }
    scf.yield %fz341_0 : tensor<?xf32>
  }
    scf.yield %fz340_0 : tensor<?xf32>
  }
    scf.yield %fz339_0 : tensor<?xf32>
  }
    scf.yield %fz338_0 : tensor<?xf32>
  }
    scf.yield %fz337_0 : tensor<?xf32>
  }
    scf.yield %fz336_0 : tensor<?xf32>
  }
    scf.yield %fz335_0 : tensor<?xf32>
  }
    scf.yield %fz334_0 : tensor<?xf32>
  }
    scf.yield %fz333_0 : tensor<?xf32>
  }
    scf.yield %fz332_0 : tensor<?xf32>
  }
    scf.yield %fz331_0 : tensor<?xf32>
  }
    scf.yield %fz330_0 : tensor<?xf32>
  }
    scf.yield %fz329_0 : tensor<?xf32>
  }
    scf.yield %fz328_0 : tensor<?xf32>
  }
    scf.yield %fz327_0 : tensor<?xf32>
  }
    scf.yield %fz326_0 : tensor<?xf32>
  }
    scf.yield %fz325_0 : tensor<?xf32>
  }
    scf.yield %fz324_0 : tensor<?xf32>
  }
    scf.yield %fz323_0 : tensor<?xf32>
  }
    scf.yield %fz322_0 : tensor<?xf32>
  }
    scf.yield %fz321_0 : tensor<?xf32>
  }
    scf.yield %fz320_0 : tensor<?xf32>
  }
    scf.yield %fz319_0 : tensor<?xf32>
  }
    scf.yield %fz318_0 : tensor<?xf32>
  }
    scf.yield %fz317_0 : tensor<?xf32>
  }
    scf.yield %fz316_0 : tensor<?xf32>
  }
    scf.yield %fz315_0 : tensor<?xf32>
  }
    scf.yield %fz314_0 : tensor<?xf32>
  }
    scf.yield %fz313_0 : tensor<?xf32>
  }
    scf.yield %fz312_0 : tensor<?xf32>
  }
    scf.yield %fz311_0 : tensor<?xf32>
  }
    scf.yield %fz310_0 : tensor<?xf32>
  }
    scf.yield %fz309_0 : tensor<?xf32>
  }
    scf.yield %fz308_0 : tensor<?xf32>
  }
    scf.yield %fz307_0 : tensor<?xf32>
  }
    scf.yield %fz306_0 : tensor<?xf32>
  }
    scf.yield %fz305_0 : tensor<?xf32>
  }
    scf.yield %fz304_0 : tensor<?xf32>
  }
    scf.yield %fz303_0 : tensor<?xf32>
  }
    scf.yield %fz302_0 : tensor<?xf32>
  }
    scf.yield %fz301_0 : tensor<?xf32>
  }
    scf.yield %fz300_0 : tensor<?xf32>
  }
    scf.yield %fz299_0 : tensor<?xf32>
  }
    scf.yield %fz298_0 : tensor<?xf32>
  }
    scf.yield %fz297_0 : tensor<?xf32>
  }
    scf.yield %fz296_0 : tensor<?xf32>
  }
    scf.yield %fz295_0 : tensor<?xf32>
  }
    scf.yield %fz294_0 : tensor<?xf32>
  }
    scf.yield %fz293_0 : tensor<?xf32>
  }
    scf.yield %fz292_0 : tensor<?xf32>
  }
    scf.yield %fz291_0 : tensor<?xf32>
  }
    scf.yield %fz290_0 : tensor<?xf32>
  }
    scf.yield %fz289_0 : tensor<?xf32>
  }
    scf.yield %fz288_0 : tensor<?xf32>
  }
    scf.yield %fz287_0 : tensor<?xf32>
  }
    scf.yield %fz286_0 : tensor<?xf32>
  }
    scf.yield %fz285_0 : tensor<?xf32>
  }
    scf.yield %fz284_0 : tensor<?xf32>
  }
    scf.yield %fz283_0 : tensor<?xf32>
  }
    scf.yield %fz282_0 : tensor<?xf32>
  }
    scf.yield %fz281_0 : tensor<?xf32>
  }
    scf.yield %fz280_0 : tensor<?xf32>
  }
    scf.yield %fz279_0 : tensor<?xf32>
  }
    scf.yield %fz278_0 : tensor<?xf32>
  }
    scf.yield %fz277_0 : tensor<?xf32>
  }
    scf.yield %fz276_0 : tensor<?xf32>
  }
    scf.yield %fz275_0 : tensor<?xf32>
  }
    scf.yield %fz274_0 : tensor<?xf32>
  }
    scf.yield %fz273_0 : tensor<?xf32>
  }
    scf.yield %fz272_0 : tensor<?xf32>
  }
    scf.yield %fz271_0 : tensor<?xf32>
  }
    scf.yield %fz270_0 : tensor<?xf32>
  }
    scf.yield %fz269_0 : tensor<?xf32>
  }
    scf.yield %fz268_0 : tensor<?xf32>
  }
    scf.yield %fz267_0 : tensor<?xf32>
  }
    scf.yield %fz266_0 : tensor<?xf32>
  }
    scf.yield %fz265_0 : tensor<?xf32>
  }
    scf.yield %fz264_0 : tensor<?xf32>
  }
    scf.yield %fz263_0 : tensor<?xf32>
  }
    scf.yield %fz262_0 : tensor<?xf32>
  }
    scf.yield %fz261_0 : tensor<?xf32>
  }
    scf.yield %fz260_0 : tensor<?xf32>
  }
    scf.yield %fz259_0 : tensor<?xf32>
  }
    scf.yield %fz258_0 : tensor<?xf32>
  }
    scf.yield %fz257_0 : tensor<?xf32>
  }
    scf.yield %fz256_0 : tensor<?xf32>
  }
    scf.yield %fz255_0 : tensor<?xf32>
  }
    scf.yield %fz254_0 : tensor<?xf32>
  }
    scf.yield %fz253_0 : tensor<?xf32>
  }
    scf.yield %fz252_0 : tensor<?xf32>
  }
    scf.yield %fz251_0 : tensor<?xf32>
  }
    scf.yield %fz250_0 : tensor<?xf32>
  }
    scf.yield %fz249_0 : tensor<?xf32>
  }
    scf.yield %fz248_0 : tensor<?xf32>
  }
    scf.yield %fz247_0 : tensor<?xf32>
  }
    scf.yield %fz246_0 : tensor<?xf32>
  }
    scf.yield %fz245_0 : tensor<?xf32>
  }
    scf.yield %fz244_0 : tensor<?xf32>
  }
    scf.yield %fz243_0 : tensor<?xf32>
  }
    scf.yield %fz242_0 : tensor<?xf32>
  }
    scf.yield %fz241_0 : tensor<?xf32>
  }
    scf.yield %fz240_0 : tensor<?xf32>
  }
    scf.yield %fz239_0 : tensor<?xf32>
  }
    scf.yield %fz238_0 : tensor<?xf32>
  }
    scf.yield %fz237_0 : tensor<?xf32>
  }
    scf.yield %fz236_0 : tensor<?xf32>
  }
    scf.yield %fz235_0 : tensor<?xf32>
  }
    scf.yield %fz234_0 : tensor<?xf32>
  }
    scf.yield %fz233_0 : tensor<?xf32>
  }
    scf.yield %fz232_0 : tensor<?xf32>
  }
    scf.yield %fz231_0 : tensor<?xf32>
  }
    scf.yield %fz230_0 : tensor<?xf32>
  }
    scf.yield %fz229_0 : tensor<?xf32>
  }
    scf.yield %fz228_0 : tensor<?xf32>
  }
    scf.yield %fz227_0 : tensor<?xf32>
  }
    scf.yield %fz226_0 : tensor<?xf32>
  }
    scf.yield %fz225_0 : tensor<?xf32>
  }
    scf.yield %fz224_0 : tensor<?xf32>
  }
    scf.yield %fz223_0 : tensor<?xf32>
  }
    scf.yield %fz222_0 : tensor<?xf32>
  }
    scf.yield %fz221_0 : tensor<?xf32>
  }
    scf.yield %fz220_0 : tensor<?xf32>
  }
    scf.yield %fz219_0 : tensor<?xf32>
  }
    scf.yield %fz218_0 : tensor<?xf32>
  }
    scf.yield %fz217_0 : tensor<?xf32>
  }
    scf.yield %fz216_0 : tensor<?xf32>
  }
    scf.yield %fz215_0 : tensor<?xf32>
  }
    scf.yield %fz214_0 : tensor<?xf32>
  }
    scf.yield %fz213_0 : tensor<?xf32>
  }
    scf.yield %fz212_0 : tensor<?xf32>
  }
    scf.yield %fz211_0 : tensor<?xf32>
  }
    scf.yield %fz210_0 : tensor<?xf32>
  }
    scf.yield %fz209_0 : tensor<?xf32>
  }
    scf.yield %fz208_0 : tensor<?xf32>
  }
    scf.yield %fz207_0 : tensor<?xf32>
  }
    scf.yield %fz206_0 : tensor<?xf32>
  }
    scf.yield %fz205_0 : tensor<?xf32>
  }
    scf.yield %fz204_0 : tensor<?xf32>
  }
    scf.yield %fz203_0 : tensor<?xf32>
  }
    scf.yield %fz202_0 : tensor<?xf32>
  }
    scf.yield %fz201_0 : tensor<?xf32>
  }
    scf.yield %fz200_0 : tensor<?xf32>
  }
    scf.yield %fz199_0 : tensor<?xf32>
  }
    scf.yield %fz198_0 : tensor<?xf32>
  }
    scf.yield %fz197_0 : tensor<?xf32>
  }
    scf.yield %fz196_0 : tensor<?xf32>
  }
    scf.yield %fz195_0 : tensor<?xf32>
  }
    scf.yield %fz194_0 : tensor<?xf32>
  }
    scf.yield %fz193_0 : tensor<?xf32>
  }
    scf.yield %fz192_0 : tensor<?xf32>
  }
    scf.yield %fz191_0 : tensor<?xf32>
  }
    scf.yield %fz190_0 : tensor<?xf32>
  }
    scf.yield %fz189_0 : tensor<?xf32>
  }
    scf.yield %fz188_0 : tensor<?xf32>
  }
    scf.yield %fz187_0 : tensor<?xf32>
  }
    scf.yield %fz186_0 : tensor<?xf32>
  }
    scf.yield %fz185_0 : tensor<?xf32>
  }
    scf.yield %fz184_0 : tensor<?xf32>
  }
    scf.yield %fz183_0 : tensor<?xf32>
  }
    scf.yield %fz182_0 : tensor<?xf32>
  }
    scf.yield %fz181_0 : tensor<?xf32>
  }
    scf.yield %fz180_0 : tensor<?xf32>
  }
    scf.yield %fz179_0 : tensor<?xf32>
  }
    scf.yield %fz178_0 : tensor<?xf32>
  }
    scf.yield %fz177_0 : tensor<?xf32>
  }
    scf.yield %fz176_0 : tensor<?xf32>
  }
    scf.yield %fz175_0 : tensor<?xf32>
  }
    scf.yield %fz174_0 : tensor<?xf32>
  }
    scf.yield %fz173_0 : tensor<?xf32>
  }
    scf.yield %fz172_0 : tensor<?xf32>
  }
    scf.yield %fz171_0 : tensor<?xf32>
  }
    scf.yield %fz170_0 : tensor<?xf32>
  }
    scf.yield %fz169_0 : tensor<?xf32>
  }
    scf.yield %fz168_0 : tensor<?xf32>
  }
    scf.yield %fz167_0 : tensor<?xf32>
  }
    scf.yield %fz166_0 : tensor<?xf32>
  }
    scf.yield %fz165_0 : tensor<?xf32>
  }
    scf.yield %fz164_0 : tensor<?xf32>
  }
    scf.yield %fz163_0 : tensor<?xf32>
  }
    scf.yield %fz162_0 : tensor<?xf32>
  }
    scf.yield %fz161_0 : tensor<?xf32>
  }
    scf.yield %fz160_0 : tensor<?xf32>
  }
    scf.yield %fz159_0 : tensor<?xf32>
  }
    scf.yield %fz158_0 : tensor<?xf32>
  }
    scf.yield %fz157_0 : tensor<?xf32>
  }
    scf.yield %fz156_0 : tensor<?xf32>
  }
    scf.yield %fz155_0 : tensor<?xf32>
  }
    scf.yield %fz154_0 : tensor<?xf32>
  }
    scf.yield %fz153_0 : tensor<?xf32>
  }
    scf.yield %fz152_0 : tensor<?xf32>
  }
    scf.yield %fz151_0 : tensor<?xf32>
  }
    scf.yield %fz150_0 : tensor<?xf32>
  }
    scf.yield %fz149_0 : tensor<?xf32>
  }
    scf.yield %fz148_0 : tensor<?xf32>
  }
    scf.yield %fz147_0 : tensor<?xf32>
  }
    scf.yield %fz146_0 : tensor<?xf32>
  }
    scf.yield %fz145_0 : tensor<?xf32>
  }
    scf.yield %fz144_0 : tensor<?xf32>
  }
    scf.yield %fz143_0 : tensor<?xf32>
  }
    scf.yield %fz142_0 : tensor<?xf32>
  }
    scf.yield %fz141_0 : tensor<?xf32>
  }
    scf.yield %fz140_0 : tensor<?xf32>
  }
    scf.yield %fz139_0 : tensor<?xf32>
  }
    scf.yield %fz138_0 : tensor<?xf32>
  }
    scf.yield %fz137_0 : tensor<?xf32>
  }
    scf.yield %fz136_0 : tensor<?xf32>
  }
    scf.yield %fz135_0 : tensor<?xf32>
  }
    scf.yield %fz134_0 : tensor<?xf32>
  }
    scf.yield %fz133_0 : tensor<?xf32>
  }
    scf.yield %fz132_0 : tensor<?xf32>
  }
    scf.yield %fz131_0 : tensor<?xf32>
  }
    scf.yield %fz130_0 : tensor<?xf32>
  }
    scf.yield %fz129_0 : tensor<?xf32>
  }
    scf.yield %fz128_0 : tensor<?xf32>
  }
    scf.yield %fz127_0 : tensor<?xf32>
  }
    scf.yield %fz126_0 : tensor<?xf32>
  }
    scf.yield %fz125_0 : tensor<?xf32>
  }
    scf.yield %fz124_0 : tensor<?xf32>
  }
    scf.yield %fz123_0 : tensor<?xf32>
  }
    scf.yield %fz122_0 : tensor<?xf32>
  }
    scf.yield %fz121_0 : tensor<?xf32>
  }
    scf.yield %fz120_0 : tensor<?xf32>
  }
    scf.yield %fz119_0 : tensor<?xf32>
  }
    scf.yield %fz118_0 : tensor<?xf32>
  }
    scf.yield %fz117_0 : tensor<?xf32>
  }
    scf.yield %fz116_0 : tensor<?xf32>
  }
    scf.yield %fz115_0 : tensor<?xf32>
  }
    scf.yield %fz114_0 : tensor<?xf32>
  }
    scf.yield %fz113_0 : tensor<?xf32>
  }
    scf.yield %fz112_0 : tensor<?xf32>
  }
    scf.yield %fz111_0 : tensor<?xf32>
  }
    scf.yield %fz110_0 : tensor<?xf32>
  }
    scf.yield %fz109_0 : tensor<?xf32>
  }
    scf.yield %fz108_0 : tensor<?xf32>
  }
    scf.yield %fz107_0 : tensor<?xf32>
  }
    scf.yield %fz106_0 : tensor<?xf32>
  }
    scf.yield %fz105_0 : tensor<?xf32>
  }
    scf.yield %fz104_0 : tensor<?xf32>
  }
    scf.yield %fz103_0 : tensor<?xf32>
  }
    scf.yield %fz102_0 : tensor<?xf32>
  }
    scf.yield %fz101_0 : tensor<?xf32>
  }
    scf.yield %fz100_0 : tensor<?xf32>
  }
    scf.yield %fz99_0 : tensor<?xf32>
  }
    scf.yield %fz98_0 : tensor<?xf32>
  }
    scf.yield %fz97_0 : tensor<?xf32>
  }
    scf.yield %fz96_0 : tensor<?xf32>
  }
    scf.yield %fz95_0 : tensor<?xf32>
  }
    scf.yield %fz94_0 : tensor<?xf32>
  }
    scf.yield %fz93_0 : tensor<?xf32>
  }
    scf.yield %fz92_0 : tensor<?xf32>
  }
    scf.yield %fz91_0 : tensor<?xf32>
  }
    scf.yield %fz90_0 : tensor<?xf32>
  }
    scf.yield %fz89_0 : tensor<?xf32>
  }
    scf.yield %fz88_0 : tensor<?xf32>
  }
    scf.yield %fz87_0 : tensor<?xf32>
  }
    scf.yield %fz86_0 : tensor<?xf32>
  }
    scf.yield %fz85_0 : tensor<?xf32>
  }
    scf.yield %fz84_0 : tensor<?xf32>
  }
    scf.yield %fz83_0 : tensor<?xf32>
  }
    scf.yield %fz82_0 : tensor<?xf32>
  }
    scf.yield %fz81_0 : tensor<?xf32>
  }
    scf.yield %fz80_0 : tensor<?xf32>
  }
    scf.yield %fz79_0 : tensor<?xf32>
  }
    scf.yield %fz78_0 : tensor<?xf32>
  }
    scf.yield %fz77_0 : tensor<?xf32>
  }
    scf.yield %fz76_0 : tensor<?xf32>
  }
    scf.yield %fz75_0 : tensor<?xf32>
  }
    scf.yield %fz74_0 : tensor<?xf32>
  }
    scf.yield %fz73_0 : tensor<?xf32>
  }
    scf.yield %fz72_0 : tensor<?xf32>
  }
    scf.yield %fz71_0 : tensor<?xf32>
  }
    scf.yield %fz70_0 : tensor<?xf32>
  }
    scf.yield %fz69_0 : tensor<?xf32>
  }
    scf.yield %fz68_0 : tensor<?xf32>
  }
    scf.yield %fz67_0 : tensor<?xf32>
  }
    scf.yield %fz66_0 : tensor<?xf32>
  }
    scf.yield %fz65_0 : tensor<?xf32>
  }
    scf.yield %fz64_0 : tensor<?xf32>
  }
    scf.yield %fz63_0 : tensor<?xf32>
  }
    scf.yield %fz62_0 : tensor<?xf32>
  }
    scf.yield %fz61_0 : tensor<?xf32>
  }
    scf.yield %fz60_0 : tensor<?xf32>
  }
    scf.yield %fz59_0 : tensor<?xf32>
  }
    scf.yield %fz58_0 : tensor<?xf32>
  }
    scf.yield %fz57_0 : tensor<?xf32>
  }
    scf.yield %fz56_0 : tensor<?xf32>
  }
    scf.yield %fz55_0 : tensor<?xf32>
  }
    scf.yield %fz54_0 : tensor<?xf32>
  }
    scf.yield %fz53_0 : tensor<?xf32>
  }
    scf.yield %fz52_0 : tensor<?xf32>
  }
    scf.yield %fz51_0 : tensor<?xf32>
  }
    scf.yield %fz50_0 : tensor<?xf32>
  }
    scf.yield %fz49_0 : tensor<?xf32>
  }
    scf.yield %fz48_0 : tensor<?xf32>
  }
    scf.yield %fz47_0 : tensor<?xf32>
  }
    scf.yield %fz46_0 : tensor<?xf32>
  }
    scf.yield %fz45_0 : tensor<?xf32>
  }
    scf.yield %fz44_0 : tensor<?xf32>
  }
    scf.yield %fz43_0 : tensor<?xf32>
  }
    scf.yield %fz42_0 : tensor<?xf32>
  }
    scf.yield %fz41_0 : tensor<?xf32>
  }
    scf.yield %fz40_0 : tensor<?xf32>
  }
    scf.yield %fz39_0 : tensor<?xf32>
  }
    scf.yield %fz38_0 : tensor<?xf32>
  }
    scf.yield %fz37_0 : tensor<?xf32>
  }
    scf.yield %fz36_0 : tensor<?xf32>
  }
    scf.yield %fz35_0 : tensor<?xf32>
  }
    scf.yield %fz34_0 : tensor<?xf32>
  }
    scf.yield %fz33_0 : tensor<?xf32>
  }
    scf.yield %fz32_0 : tensor<?xf32>
  }
    scf.yield %fz31_0 : tensor<?xf32>
  }
    scf.yield %fz30_0 : tensor<?xf32>
  }
    scf.yield %fz29_0 : tensor<?xf32>
  }
    scf.yield %fz28_0 : tensor<?xf32>
  }
    scf.yield %fz27_0 : tensor<?xf32>
  }
    scf.yield %fz26_0 : tensor<?xf32>
  }
    scf.yield %fz25_0 : tensor<?xf32>
  }
    scf.yield %fz24_0 : tensor<?xf32>
  }
    scf.yield %fz23_0 : tensor<?xf32>
  }
    scf.yield %fz22_0 : tensor<?xf32>
  }
    scf.yield %fz21_0 : tensor<?xf32>
  }
    scf.yield %fz20_0 : tensor<?xf32>
  }
    scf.yield %fz19_0 : tensor<?xf32>
  }
    scf.yield %fz18_0 : tensor<?xf32>
  }
    scf.yield %fz17_0 : tensor<?xf32>
  }
    scf.yield %fz16_0 : tensor<?xf32>
  }
    scf.yield %fz15_0 : tensor<?xf32>
  }
    scf.yield %fz14_0 : tensor<?xf32>
  }
    scf.yield %fz13_0 : tensor<?xf32>
  }
    scf.yield %fz12_0 : tensor<?xf32>
  }
    scf.yield %fz11_0 : tensor<?xf32>
  }
    scf.yield %fz10_0 : tensor<?xf32>
  }
    scf.yield %fz9_0 : tensor<?xf32>
  }
    scf.yield %fz8_0 : tensor<?xf32>
  }
    scf.yield %fz7_0 : tensor<?xf32>
  }
    scf.yield %fz6_0 : tensor<?xf32>
  }
    scf.yield %fz5_0 : tensor<?xf32>
  }
    scf.yield %fz4_0 : tensor<?xf32>
  }
    scf.yield %fz3_0 : tensor<?xf32>
  }
    scf.yield %fz2_0 : tensor<?xf32>
  }
    scf.yield %fz1_0 : tensor<?xf32>
  }
}
