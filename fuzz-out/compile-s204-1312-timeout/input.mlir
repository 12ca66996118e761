
// CHECK-LABEL: func.func @logical_or(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.ori %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @logical_or(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = scf.execute_region -> tensor<4xi1> {
  %fz1_0 = scf.execute_region -> tensor<4xi1> {
  %fz2_0 = scf.execute_region -> tensor<4xi1> {
  %fz3_0 = scf.execute_region -> tensor<4xi1> {
  %fz4_0 = scf.execute_region -> tensor<4xi1> {
  %fz5_0 = scf.execute_region -> tensor<4xi1> {
  %fz6_0 = scf.execute_region -> tensor<4xi1> {
  %fz7_0 = scf.execute_region -> tensor<4xi1> {
  %fz8_0 = scf.execute_region -> tensor<4xi1> {
  %fz9_0 = scf.execute_region -> tensor<4xi1> {
  %fz10_0 = scf.execute_region -> tensor<4xi1> {
  %fz11_0 = scf.execute_region -> tensor<4xi1> {
  %fz12_0 = scf.execute_region -> tensor<4xi1> {
  %fz13_0 = scf.execute_region -> tensor<4xi1> {
  %fz14_0 = scf.execute_region -> tensor<4xi1> {
  %fz15_0 = scf.execute_region -> tensor<4xi1> {
  %fz16_0 = scf.execute_region -> tensor<4xi1> {
  %fz17_0 = scf.execute_region -> tensor<4xi1> {
  %fz18_0 = scf.execute_region -> tensor<4xi1> {
  %fz19_0 = scf.execute_region -> tensor<4xi1> {
  %fz20_0 = scf.execute_region -> tensor<4xi1> {
  %fz21_0 = scf.execute_region -> tensor<4xi1> {
  %fz22_0 = scf.execute_region -> tensor<4xi1> {
  %fz23_0 = scf.execute_region -> tensor<4xi1> {
  %fz24_0 = scf.execute_region -> tensor<4xi1> {
  %fz25_0 = scf.execute_region -> tensor<4xi1> {
  %fz26_0 = scf.execute_region -> tensor<4xi1> {
  %fz27_0 = scf.execute_region -> tensor<4xi1> {
  %fz28_0 = scf.execute_region -> tensor<4xi1> {
  %fz29_0 = scf.execute_region -> tensor<4xi1> {
  %fz30_0 = scf.execute_region -> tensor<4xi1> {
  %fz31_0 = scf.execute_region -> tensor<4xi1> {
  %fz32_0 = scf.execute_region -> tensor<4xi1> {
  %fz33_0 = scf.execute_region -> tensor<4xi1> {
  %fz34_0 = scf.execute_region -> tensor<4xi1> {
  %fz35_0 = scf.execute_region -> tensor<4xi1> {
  %fz36_0 = scf.execute_region -> tensor<4xi1> {
  %fz37_0 = scf.execute_region -> tensor<4xi1> {
  %fz38_0 = scf.execute_region -> tensor<4xi1> {
  %fz39_0 = scf.execute_region -> tensor<4xi1> {
  %fz40_0 = scf.execute_region -> tensor<4xi1> {
  %fz41_0 = scf.execute_region -> tensor<4xi1> {
  %fz42_0 = scf.execute_region -> tensor<4xi1> {
  %fz43_0 = scf.execute_region -> tensor<4xi1> {
  %fz44_0 = scf.execute_region -> tensor<4xi1> {
  %fz45_0 = scf.execute_region -> tensor<4xi1> {
  %fz46_0 = scf.execute_region -> tensor<4xi1> {
  %fz47_0 = scf.execute_region -> tensor<4xi1> {
  %fz48_0 = scf.execute_region -> tensor<4xi1> {
  %fz49_0 = scf.execute_region -> tensor<4xi1> {
  %fz50_0 = scf.execute_region -> tensor<4xi1> {
  %fz51_0 = scf.execute_region -> tensor<4xi1> {
  %fz52_0 = scf.execute_region -> tensor<4xi1> {
  %fz53_0 = scf.execute_region -> tensor<4xi1> {
  %fz54_0 = scf.execute_region -> tensor<4xi1> {
  %fz55_0 = scf.execute_region -> tensor<4xi1> {
  %fz56_0 = scf.execute_region -> tensor<4xi1> {
  %fz57_0 = scf.execute_region -> tensor<4xi1> {
  %fz58_0 = scf.execute_region -> tensor<4xi1> {
  %fz59_0 = scf.execute_region -> tensor<4xi1> {
  %fz60_0 = scf.execute_region -> tensor<4xi1> {
  %fz61_0 = scf.execute_region -> tensor<4xi1> {
  %fz62_0 = scf.execute_region -> tensor<4xi1> {
  %fz63_0 = scf.execute_region -> tensor<4xi1> {
  %fz64_0 = scf.execute_region -> tensor<4xi1> {
  %fz65_0 = scf.execute_region -> tensor<4xi1> {
  %fz66_0 = scf.execute_region -> tensor<4xi1> {
  %fz67_0 = scf.execute_region -> tensor<4xi1> {
  %fz68_0 = scf.execute_region -> tensor<4xi1> {
  %fz69_0 = scf.execute_region -> tensor<4xi1> {
  %fz70_0 = scf.execute_region -> tensor<4xi1> {
  %fz71_0 = scf.execute_region -> tensor<4xi1> {
  %fz72_0 = scf.execute_region -> tensor<4xi1> {
  %fz73_0 = scf.execute_region -> tensor<4xi1> {
  %fz74_0 = scf.execute_region -> tensor<4xi1> {
  %fz75_0 = scf.execute_region -> tensor<4xi1> {
  %fz76_0 = scf.execute_region -> tensor<4xi1> {
  %fz77_0 = scf.execute_region -> tensor<4xi1> {
  %fz78_0 = scf.execute_region -> tensor<4xi1> {
  %fz79_0 = scf.execute_region -> tensor<4xi1> {
  %fz80_0 = scf.execute_region -> tensor<4xi1> {
  %fz81_0 = scf.execute_region -> tensor<4xi1> {
  %fz82_0 = scf.execute_region -> tensor<4xi1> {
  %fz83_0 = scf.execute_region -> tensor<4xi1> {
  %fz84_0 = scf.execute_region -> tensor<4xi1> {
  %fz85_0 = scf.execute_region -> tensor<4xi1> {
  %fz86_0 = scf.execute_region -> tensor<4xi1> {
  %fz87_0 = scf.execute_region -> tensor<4xi1> {
  %fz88_0 = scf.execute_region -> tensor<4xi1> {
  %fz89_0 = scf.execute_region -> tensor<4xi1> {
  %fz90_0 = scf.execute_region -> tensor<4xi1> {
  %fz91_0 = scf.execute_region -> tensor<4xi1> {
  %fz92_0 = scf.execute_region -> tensor<4xi1> {
  %fz93_0 = scf.execute_region -> tensor<4xi1> {
  %fz94_0 = scf.execute_region -> tensor<4xi1> {
  %fz95_0 = scf.execute_region -> tensor<4xi1> {
  %fz96_0 = scf.execute_region -> tensor<4xi1> {
  %fz97_0 = scf.execute_region -> tensor<4xi1> {
  %fz98_0 = scf.execute_region -> tensor<4xi1> {
  %fz99_0 = scf.execute_region -> tensor<4xi1> {
  %fz100_0 = scf.execute_region -> tensor<4xi1> {
  %fz101_0 = scf.execute_region -> tensor<4xi1> {
  %fz102_0 = scf.execute_region -> tensor<4xi1> {
  %fz103_0 = scf.execute_region -> tensor<4xi1> {
  %fz104_0 = scf.execute_region -> tensor<4xi1> {
  %fz105_0 = scf.execute_region -> tensor<4xi1> {
  %fz106_0 = scf.execute_region -> tensor<4xi1> {
  %fz107_0 = scf.execute_region -> tensor<4xi1> {
  %fz108_0 = scf.execute_region -> tensor<4xi1> {
  %fz109_0 = scf.execute_region -> tensor<4xi1> {
  %fz110_0 = scf.execute_region -> tensor<4xi1> {
  %fz111_0 = scf.execute_region -> tensor<4xi1> {
  %fz112_0 = scf.execute_region -> tensor<4xi1> {
  %fz113_0 = scf.execute_region -> tensor<4xi1> {
  %fz114_0 = scf.execute_region -> tensor<4xi1> {
  %fz115_0 = scf.execute_region -> tensor<4xi1> {
  %fz116_0 = scf.execute_region -> tensor<4xi1> {
  %fz117_0 = scf.execute_region -> tensor<4xi1> {
  %fz118_0 = scf.execute_region -> tensor<4xi1> {
  %fz119_0 = scf.execute_region -> tensor<4xi1> {
  %fz120_0 = scf.execute_region -> tensor<4xi1> {
  %fz121_0 = scf.execute_region -> tensor<4xi1> {
  %fz122_0 = scf.execute_region -> tensor<4xi1> {
  %fz123_0 = scf.execute_region -> tensor<4xi1> {
  %fz124_0 = scf.execute_region -> tensor<4xi1> {
  %fz125_0 = scf.execute_region -> tensor<4xi1> {
  %fz126_0 = scf.execute_region -> tensor<4xi1> {
  %fz127_0 = scf.execute_region -> tensor<4xi1> {
  %fz128_0 = scf.execute_region -> tensor<4xi1> {
  %fz129_0 = scf.execute_region -> tensor<4xi1> {
  %fz130_0 = scf.execute_region -> tensor<4xi1> {
  %fz131_0 = scf.execute_region -> tensor<4xi1> {
  %fz132_0 = scf.execute_region -> tensor<4xi1> {
  %fz133_0 = scf.execute_region -> tensor<4xi1> {
  %fz134_0 = scf.execute_region -> tensor<4xi1> {
  %fz135_0 = scf.execute_region -> tensor<4xi1> {
  %fz136_0 = scf.execute_region -> tensor<4xi1> {
  %fz137_0 = scf.execute_region -> tensor<4xi1> {
  %fz138_0 = scf.execute_region -> tensor<4xi1> {
  %fz139_0 = scf.execute_region -> tensor<4xi1> {
  %fz140_0 = scf.execute_region -> tensor<4xi1> {
  %fz141_0 = scf.execute_region -> tensor<4xi1> {
  %fz142_0 = scf.execute_region -> tensor<4xi1> {
  %fz143_0 = scf.execute_region -> tensor<4xi1> {
  %fz144_0 = scf.execute_region -> tensor<4xi1> {
  %fz145_0 = scf.execute_region -> tensor<4xi1> {
  %fz146_0 = scf.execute_region -> tensor<4xi1> {
  %fz147_0 = scf.execute_region -> tensor<4xi1> {
  %fz148_0 = scf.execute_region -> tensor<4xi1> {
  %fz149_0 = scf.execute_region -> tensor<4xi1> {
  %fz150_0 = scf.execute_region -> tensor<4xi1> {
  %fz151_0 = scf.execute_region -> tensor<4xi1> {
  %fz152_0 = scf.execute_region -> tensor<4xi1> {
  %fz153_0 = scf.execute_region -> tensor<4xi1> {
  %fz154_0 = scf.execute_region -> tensor<4xi1> {
  %fz155_0 = scf.execute_region -> tensor<4xi1> {
  %fz156_0 = scf.execute_region -> tensor<4xi1> {
  %fz157_0 = scf.execute_region -> tensor<4xi1> {
  %fz158_0 = scf.execute_region -> tensor<4xi1> {
  %fz159_0 = scf.execute_region -> tensor<4xi1> {
  %fz160_0 = scf.execute_region -> tensor<4xi1> {
  %fz161_0 = scf.execute_region -> tensor<4xi1> {
  %fz162_0 = scf.execute_region -> tensor<4xi1> {
  %fz163_0 = scf.execute_region -> tensor<4xi1> {
  %fz164_0 = scf.execute_region -> tensor<4xi1> {
  %fz165_0 = scf.execute_region -> tensor<4xi1> {
  %fz166_0 = scf.execute_region -> tensor<4xi1> {
  %fz167_0 = scf.execute_region -> tensor<4xi1> {
  %fz168_0 = scf.execute_region -> tensor<4xi1> {
  %fz169_0 = scf.execute_region -> tensor<4xi1> {
  %fz170_0 = scf.execute_region -> tensor<4xi1> {
  %fz171_0 = scf.execute_region -> tensor<4xi1> {
  %fz172_0 = scf.execute_region -> tensor<4xi1> {
  %fz173_0 = scf.execute_region -> tensor<4xi1> {
  %fz174_0 = scf.execute_region -> tensor<4xi1> {
  %fz175_0 = scf.execute_region -> tensor<4xi1> {
  %fz176_0 = scf.execute_region -> tensor<4xi1> {
  %fz177_0 = scf.execute_region -> tensor<4xi1> {
  %fz178_0 = scf.execute_region -> tensor<4xi1> {
  %fz179_0 = scf.execute_region -> tensor<4xi1> {
  %fz180_0 = scf.execute_region -> tensor<4xi1> {
  %fz181_0 = scf.execute_region -> tensor<4xi1> {
  %fz182_0 = scf.execute_region -> tensor<4xi1> {
  %fz183_0 = scf.execute_region -> tensor<4xi1> {
  %fz184_0 = scf.execute_region -> tensor<4xi1> {
  %fz185_0 = scf.execute_region -> tensor<4xi1> {
  %fz186_0 = scf.execute_region -> tensor<4xi1> {
  %fz187_0 = scf.execute_region -> tensor<4xi1> {
  %fz188_0 = scf.execute_region -> tensor<4xi1> {
  %fz189_0 = scf.execute_region -> tensor<4xi1> {
  %fz190_0 = scf.execute_region -> tensor<4xi1> {
  %fz191_0 = scf.execute_region -> tensor<4xi1> {
  %fz192_0 = scf.execute_region -> tensor<4xi1> {
  %fz193_0 = scf.execute_region -> tensor<4xi1> {
  %fz194_0 = scf.execute_region -> tensor<4xi1> {
  %fz195_0 = scf.execute_region -> tensor<4xi1> {
  %fz196_0 = scf.execute_region -> tensor<4xi1> {
  %fz197_0 = scf.execute_region -> tensor<4xi1> {
  %fz198_0 = scf.execute_region -> tensor<4xi1> {
  %fz199_0 = scf.execute_region -> tensor<4xi1> {
  %fz200_0 = scf.execute_region -> tensor<4xi1> {
  %fz201_0 = scf.execute_region -> tensor<4xi1> {
  %fz202_0 = scf.execute_region -> tensor<4xi1> {
  %fz203_0 = scf.execute_region -> tensor<4xi1> {
  %fz204_0 = scf.execute_region -> tensor<4xi1> {
  %fz205_0 = scf.execute_region -> tensor<4xi1> {
  %fz206_0 = scf.execute_region -> tensor<4xi1> {
  %fz207_0 = scf.execute_region -> tensor<4xi1> {
  %fz208_0 = scf.execute_region -> tensor<4xi1> {
  %fz209_0 = scf.execute_region -> tensor<4xi1> {
  %fz210_0 = scf.execute_region -> tensor<4xi1> {
  %fz211_0 = scf.execute_region -> tensor<4xi1> {
  %fz212_0 = scf.execute_region -> tensor<4xi1> {
  %fz213_0 = scf.execute_region -> tensor<4xi1> {
  %fz214_0 = scf.execute_region -> tensor<4xi1> {
  %fz215_0 = scf.execute_region -> tensor<4xi1> {
  %fz216_0 = scf.execute_region -> tensor<4xi1> {
  %fz217_0 = scf.execute_region -> tensor<4xi1> {
  %fz218_0 = scf.execute_region -> tensor<4xi1> {
  %fz219_0 = scf.execute_region -> tensor<4xi1> {
  %fz220_0 = scf.execute_region -> tensor<4xi1> {
  %fz221_0 = scf.execute_region -> tensor<4xi1> {
  %fz222_0 = scf.execute_region -> tensor<4xi1> {
  %fz223_0 = scf.execute_region -> tensor<4xi1> {
  %fz224_0 = scf.execute_region -> tensor<4xi1> {
  %fz225_0 = scf.execute_region -> tensor<4xi1> {
  %fz226_0 = scf.execute_region -> tensor<4xi1> {
  %fz227_0 = scf.execute_region -> tensor<4xi1> {
  %fz228_0 = scf.execute_region -> tensor<4xi1> {
  %fz229_0 = scf.execute_region -> tensor<4xi1> {
  %fz230_0 = scf.execute_region -> tensor<4xi1> {
  %fz231_0 = scf.execute_region -> tensor<4xi1> {
  %fz232_0 = scf.execute_region -> tensor<4xi1> {
  %fz233_0 = scf.execute_region -> tensor<4xi1> {
  %fz234_0 = scf.execute_region -> tensor<4xi1> {
  %fz235_0 = scf.execute_region -> tensor<4xi1> {
  %fz236_0 = scf.execute_region -> tensor<4xi1> {
  %fz237_0 = scf.execute_region -> tensor<4xi1> {
  %fz238_0 = scf.execute_region -> tensor<4xi1> {
  %fz239_0 = scf.execute_region -> tensor<4xi1> {
  %fz240_0 = scf.execute_region -> tensor<4xi1> {
  %fz241_0 = scf.execute_region -> tensor<4xi1> {
  %fz242_0 = scf.execute_region -> tensor<4xi1> {
  %fz243_0 = scf.execute_region -> tensor<4xi1> {
  %fz244_0 = scf.execute_region -> tensor<4xi1> {
  %fz245_0 = scf.execute_region -> tensor<4xi1> {
  %fz246_0 = scf.execute_region -> tensor<4xi1> {
  %fz247_0 = scf.execute_region -> tensor<4xi1> {
  %fz248_0 = scf.execute_region -> tensor<4xi1> {
  %fz249_0 = scf.execute_region -> tensor<4xi1> {
  %fz250_0 = scf.execute_region -> tensor<4xi1> {
  %fz251_0 = scf.execute_region -> tensor<4xi1> {
  %fz252_0 = scf.execute_region -> tensor<4xi1> {
  %fz253_0 = scf.execute_region -> tensor<4xi1> {
  %fz254_0 = scf.execute_region -> tensor<4xi1> {
  %fz255_0 = scf.execute_region -> tensor<4xi1> {
  %fz256_0 = scf.execute_region -> tensor<4xi1> {
  %fz257_0 = scf.execute_region -> tensor<4xi1> {
  %fz258_0 = scf.execute_region -> tensor<4xi1> {
  %fz259_0 = scf.execute_region -> tensor<4xi1> {
  %fz260_0 = scf.execute_region -> tensor<4xi1> {
  %fz261_0 = scf.execute_region -> tensor<4xi1> {
  %fz262_0 = scf.execute_region -> tensor<4xi1> {
  %fz263_0 = scf.execute_region -> tensor<4xi1> {
  %fz264_0 = scf.execute_region -> tensor<4xi1> {
  %fz265_0 = scf.execute_region -> tensor<4xi1> {
  %fz266_0 = scf.execute_region -> tensor<4xi1> {
  %fz267_0 = scf.execute_region -> tensor<4xi1> {
  %fz268_0 = scf.execute_region -> tensor<4xi1> {
  %fz269_0 = scf.execute_region -> tensor<4xi1> {
  %fz270_0 = scf.execute_region -> tensor<4xi1> {
  %fz271_0 = scf.execute_region -> tensor<4xi1> {
  %fz272_0 = scf.execute_region -> tensor<4xi1> {
  %fz273_0 = scf.execute_region -> tensor<4xi1> {
  %fz274_0 = scf.execute_region -> tensor<4xi1> {
  %fz275_0 = scf.execute_region -> tensor<4xi1> {
  %fz276_0 = scf.execute_region -> tensor<4xi1> {
  %fz277_0 = scf.execute_region -> tensor<4xi1> {
  %fz278_0 = scf.execute_region -> tensor<4xi1> {
  %fz279_0 = scf.execute_region -> tensor<4xi1> {
  %fz280_0 = scf.execute_region -> tensor<4xi1> {
  %fz281_0 = scf.execute_region -> tensor<4xi1> {
  %fz282_0 = scf.execute_region -> tensor<4xi1> {
  %fz283_0 = scf.execute_region -> tensor<4xi1> {
  %fz284_0 = scf.execute_region -> tensor<4xi1> {
  %fz285_0 = scf.execute_region -> tensor<4xi1> {
  %fz286_0 = scf.execute_region -> tensor<4xi1> {
  %fz287_0 = scf.execute_region -> tensor<4xi1> {
  %fz288_0 = scf.execute_region -> tensor<4xi1> {
  %fz289_0 = scf.execute_region -> tensor<4xi1> {
  %fz290_0 = scf.execute_region -> tensor<4xi1> {
  %fz291_0 = scf.execute_region -> tensor<4xi1> {
  %fz292_0 = scf.execute_region -> tensor<4xi1> {
  %fz293_0 = scf.execute_region -> tensor<4xi1> {
  %fz294_0 = scf.execute_region -> tensor<4xi1> {
  %fz295_0 = scf.execute_region -> tensor<4xi1> {
  %fz296_0 = scf.execute_region -> tensor<4xi1> {
  %fz297_0 = scf.execute_region -> tensor<4xi1> {
  %fz298_0 = scf.execute_region -> tensor<4xi1> {
  %fz299_0 = scf.execute_region -> tensor<4xi1> {
  %fz300_0 = scf.execute_region -> tensor<4xi1> {
  %fz301_0 = scf.execute_region -> tensor<4xi1> {
  %fz302_0 = scf.execute_region -> tensor<4xi1> {
  %fz303_0 = scf.execute_region -> tensor<4xi1> {
  %fz304_0 = scf.execute_region -> tensor<4xi1> {
  %fz305_0 = scf.execute_region -> tensor<4xi1> {
  %fz306_0 = scf.execute_region -> tensor<4xi1> {
  %fz307_0 = scf.execute_region -> tensor<4xi1> {
  %fz308_0 = scf.execute_region -> tensor<4xi1> {
  %fz309_0 = scf.execute_region -> tensor<4xi1> {
  %fz310_0 = scf.execute_region -> tensor<4xi1> {
  %fz311_0 = scf.execute_region -> tensor<4xi1> {
  %fz312_0 = scf.execute_region -> tensor<4xi1> {
  %fz313_0 = scf.execute_region -> tensor<4xi1> {
  %fz314_0 = scf.execute_region -> tensor<4xi1> {
  %fz315_0 = scf.execute_region -> tensor<4xi1> {
  %fz316_0 = scf.execute_region -> tensor<4xi1> {
  %fz317_0 = scf.execute_region -> tensor<4xi1> {
  %fz318_0 = scf.execute_region -> tensor<4xi1> {
  %fz319_0 = scf.execute_region -> tensor<4xi1> {
  %fz320_0 = scf.execute_region -> tensor<4xi1> {
  %fz321_0 = scf.execute_region -> tensor<4xi1> {
  %fz322_0 = scf.execute_region -> tensor<4xi1> {
  %fz323_0 = scf.execute_region -> tensor<4xi1> {
  %fz324_0 = scf.execute_region -> tensor<4xi1> {
  %fz325_0 = scf.execute_region -> tensor<4xi1> {
  %fz326_0 = scf.execute_region -> tensor<4xi1> {
  %fz327_0 = scf.execute_region -> tensor<4xi1> {
  %fz328_0 = scf.execute_region -> tensor<4xi1> {
  %fz329_0 = scf.execute_region -> tensor<4xi1> {
  %fz330_0 = scf.execute_region -> tensor<4xi1> {
  %fz331_0 = scf.execute_region -> tensor<4xi1> {
  %fz332_0 = scf.execute_region -> tensor<4xi1> {
  %fz333_0 = scf.execute_region -> tensor<4xi1> {
  %fz334_0 = scf.execute_region -> tensor<4xi1> {
  %fz335_0 = scf.execute_region -> tensor<4xi1> {
  %fz336_0 = scf.execute_region -> tensor<4xi1> {
  %fz337_0 = scf.execute_region -> tensor<4xi1> {
  %fz338_0 = scf.execute_region -> tensor<4xi1> {
  %fz339_0 = scf.execute_region -> tensor<4xi1> {
  %fz340_0 = scf.execute_region -> tensor<4xi1> {
  %fz341_0 = scf.execute_region -> tensor<4xi1> {
  %fz342_0 = scf.execute_region -> tensor<4xi1> {
  %fz343_0 = scf.execute_region -> tensor<4xi1> {
  %fz344_0 = scf.execute_region -> tensor<4xi1> {
  %fz345_0 = scf.execute_region -> tensor<4xi1> {
  %fz346_0 = scf.execute_region -> tensor<4xi1> {
  %fz347_0 = scf.execute_region -> tensor<4xi1> {
  %fz348_0 = scf.execute_region -> tensor<4xi1> {
  %fz349_0 = scf.execute_region -> tensor<4xi1> {
  %fz350_0 = scf.execute_region -> tensor<4xi1> {
  %fz351_0 = scf.execute_region -> tensor<4xi1> {
  %fz352_0 = scf.execute_region -> tensor<4xi1> {
  %fz353_0 = scf.execute_region -> tensor<4xi1> {
  %fz354_0 = scf.execute_region -> tensor<4xi1> {
  %fz355_0 = scf.execute_region -> tensor<4xi1> {
  %fz356_0 = scf.execute_region -> tensor<4xi1> {
  %fz357_0 = scf.execute_region -> tensor<4xi1> {
  %fz358_0 = scf.execute_region -> tensor<4xi1> {
  %fz359_0 = scf.execute_region -> tensor<4xi1> {
  %fz360_0 = scf.execute_region -> tensor<4xi1> {
  %fz361_0 = scf.execute_region -> tensor<4xi1> {
  %fz362_0 = scf.execute_region -> tensor<4xi1> {
  %fz363_0 = scf.execute_region -> tensor<4xi1> {
  %fz364_0 = scf.execute_region -> tensor<4xi1> {
  %fz365_0 = scf.execute_region -> tensor<4xi1> {
  %fz366_0 = scf.execute_region -> tensor<4xi1> {
  %fz367_0 = scf.execute_region -> tensor<4xi1> {
  %fz368_0 = scf.execute_region -> tensor<4xi1> {
  %fz369_0 = scf.execute_region -> tensor<4xi1> {
  %fz370_0 = scf.execute_region -> tensor<4xi1> {
  %fz371_0 = scf.execute_region -> tensor<4xi1> {
  %fz372_0 = scf.execute_region -> tensor<4xi1> {
  %fz373_0 = scf.execute_region -> tensor<4xi1> {
  %fz374_0 = scf.execute_region -> tensor<4xi1> {
  %fz375_0 = scf.execute_region -> tensor<4xi1> {
  %fz376_0 = scf.execute_region -> tensor<4xi1> {
  %fz377_0 = scf.execute_region -> tensor<4xi1> {
  %fz378_0 = scf.execute_region -> tensor<4xi1> {
  %fz379_0 = scf.execute_region -> tensor<4xi1> {
  %fz380_0 = scf.execute_region -> tensor<4xi1> {
  %fz381_0 = scf.execute_region -> tensor<4xi1> {
  %fz382_0 = scf.execute_region -> tensor<4xi1> {
  %fz383_0 = scf.execute_region -> tensor<4xi1> {
  %fz384_0 = scf.execute_region -> tensor<4xi1> {
  %fz385_0 = scf.execute_region -> tensor<4xi1> {
  %fz386_0 = scf.execute_region -> tensor<4xi1> {
  %fz387_0 = scf.execute_region -> tensor<4xi1> {
  %fz388_0 = scf.execute_region -> tensor<4xi1> {
  %fz389_0 = scf.execute_region -> tensor<4xi1> {
  %fz390_0 = scf.execute_region -> tensor<4xi1> {
  %fz391_0 = scf.execute_region -> tensor<4xi1> {
  %fz392_0 = scf.execute_region -> tensor<4xi1> {
  %fz393_0 = scf.execute_region -> tensor<4xi1> {
  %fz394_0 = scf.execute_region -> tensor<4xi1> {
  %fz395_0 = scf.execute_region -> tensor<4xi1> {
  %fz396_0 = scf.execute_region -> tensor<4xi1> {
  %fz397_0 = scf.execute_region -> tensor<4xi1> {
  %fz398_0 = scf.execute_region -> tensor<4xi1> {
  %fz399_0 = scf.execute_region -> tensor<4xi1> {
  %fz400_0 = scf.execute_region -> tensor<4xi1> {
  %fz401_0 = scf.execute_region -> tensor<4xi1> {
  %fz402_0 = scf.execute_region -> tensor<4xi1> {
  %fz403_0 = scf.execute_region -> tensor<4xi1> {
  %fz404_0 = scf.execute_region -> tensor<4xi1> {
  %fz405_0 = scf.execute_region -> tensor<4xi1> {
  %fz406_0 = scf.execute_region -> tensor<4xi1> {
  %fz407_0 = scf.execute_region -> tensor<4xi1> {
  %fz408_0 = scf.execute_region -> tensor<4xi1> {
  %fz409_0 = scf.execute_region -> tensor<4xi1> {
  %fz410_0 = scf.execute_region -> tensor<4xi1> {
  %fz411_0 = scf.execute_region -> tensor<4xi1> {
  %fz412_0 = scf.execute_region -> tensor<4xi1> {
  %fz413_0 = scf.execute_region -> tensor<4xi1> {
  %fz414_0 = scf.execute_region -> tensor<4xi1> {
  %fz415_0 = scf.execute_region -> tensor<4xi1> {
  %fz416_0 = scf.execute_region -> tensor<4xi1> {
  %fz417_0 = scf.execute_region -> tensor<4xi1> {
  %fz418_0 = scf.execute_region -> tensor<4xi1> {
  %fz419_0 = scf.execute_region -> tensor<4xi1> {
  %fz420_0 = scf.execute_region -> tensor<4xi1> {
  %fz421_0 = scf.execute_region -> tensor<4xi1> {
  %fz422_0 = scf.execute_region -> tensor<4xi1> {
  %fz423_0 = scf.execute_region -> tensor<4xi1> {
  %fz424_0 = scf.execute_region -> tensor<4xi1> {
  %fz425_0 = scf.execute_region -> tensor<4xi1> {
  %fz426_0 = scf.execute_region -> tensor<4xi1> {
  %fz427_0 = scf.execute_region -> tensor<4xi1> {
  %fz428_0 = scf.execute_region -> tensor<4xi1> {
  %fz429_0 = scf.execute_region -> tensor<4xi1> {
  %fz430_0 = scf.execute_region -> tensor<4xi1> {
  %fz431_0 = scf.execute_region -> tensor<4xi1> {
  %fz432_0 = scf.execute_region -> tensor<4xi1> {
  %fz433_0 = scf.execute_region -> tensor<4xi1> {
  %fz434_0 = scf.execute_region -> tensor<4xi1> {
  %fz435_0 = scf.execute_region -> tensor<4xi1> {
  %fz436_0 = scf.execute_region -> tensor<4xi1> {
  %fz437_0 = scf.execute_region -> tensor<4xi1> {
  %fz438_0 = scf.execute_region -> tensor<4xi1> {
  %fz439_0 = scf.execute_region -> tensor<4xi1> {
  %fz440_0 = scf.execute_region -> tensor<4xi1> {
  %fz441_0 = scf.execute_region -> tensor<4xi1> {
  %fz442_0 = scf.execute_region -> tensor<4xi1> {
  %fz443_0 = scf.execute_region -> tensor<4xi1> {
  %fz444_0 = scf.execute_region -> tensor<4xi1> {
  %fz445_0 = scf.execute_region -> tensor<4xi1> {
  %fz446_0 = scf.execute_region -> tensor<4xi1> {
  %fz447_0 = scf.execute_region -> tensor<4xi1> {
  %fz448_0 = scf.execute_region -> tensor<4xi1> {
  %fz449_0 = scf.execute_region -> tensor<4xi1> {
  %fz450_0 = scf.execute_region -> tensor<4xi1> {
  %fz451_0 = scf.execute_region -> tensor<4xi1> {
  %fz452_0 = scf.execute_region -> tensor<4xi1> {
  %fz453_0 = scf.execute_region -> tensor<4xi1> {
  %fz454_0 = scf.execute_region -> tensor<4xi1> {
  %fz455_0 = scf.execute_region -> tensor<4xi1> {
  %fz456_0 = scf.execute_region -> tensor<4xi1> {
  %fz457_0 = scf.execute_region -> tensor<4xi1> {
  %fz458_0 = scf.execute_region -> tensor<4xi1> {
  %fz459_0 = scf.execute_region -> tensor<4xi1> {
  %fz460_0 = scf.execute_region -> tensor<4xi1> {
  %fz461_0 = scf.execute_region -> tensor<4xi1> {
  %fz462_0 = scf.execute_region -> tensor<4xi1> {
  %fz463_0 = scf.execute_region -> tensor<4xi1> {
  %fz464_0 = scf.execute_region -> tensor<4xi1> {
  %fz465_0 = scf.execute_region -> tensor<4xi1> {
  %fz466_0 = scf.execute_region -> tensor<4xi1> {
  %fz467_0 = scf.execute_region -> tensor<4xi1> {
  %fz468_0 = scf.execute_region -> tensor<4xi1> {
  %fz469_0 = scf.execute_region -> tensor<4xi1> {
  %fz470_0 = scf.execute_region -> tensor<4xi1> {
  %fz471_0 = scf.execute_region -> tensor<4xi1> {
  %fz472_0 = scf.execute_region -> tensor<4xi1> {
  %fz473_0 = scf.execute_region -> tensor<4xi1> {
  %fz474_0 = scf.execute_region -> tensor<4xi1> {
  %fz475_0 = scf.execute_region -> tensor<4xi1> {
  %fz476_0 = scf.execute_region -> tensor<4xi1> {
  %fz477_0 = scf.execute_region -> tensor<4xi1> {
  %fz478_0 = scf.execute_region -> tensor<4xi1> {
  %fz479_0 = scf.execute_region -> tensor<4xi1> {
  %fz480_0 = scf.execute_region -> tensor<4xi1> {
  %fz481_0 = scf.execute_region -> tensor<4xi1> {
  %fz482_0 = scf.execute_region -> tensor<4xi1> {
  %fz483_0 = scf.execute_region -> tensor<4xi1> {
  %fz484_0 = scf.execute_region -> tensor<4xi1> {
  %fz485_0 = scf.execute_region -> tensor<4xi1> {
  %fz486_0 = scf.execute_region -> tensor<4xi1> {
  %fz487_0 = scf.execute_region -> tensor<4xi1> {
  %fz488_0 = scf.execute_region -> tensor<4xi1> {
  %fz489_0 = scf.execute_region -> tensor<4xi1> {
  %fz490_0 = scf.execute_region -> tensor<4xi1> {
  %fz491_0 = scf.execute_region -> tensor<4xi1> {
  %fz492_0 = scf.execute_region -> tensor<4xi1> {
  %fz493_0 = scf.execute_region -> tensor<4xi1> {
  %fz494_0 = scf.execute_region -> tensor<4xi1> {
  %fz495_0 = scf.execute_region -> tensor<4xi1> {
  %fz496_0 = scf.execute_region -> tensor<4xi1> {
  %fz497_0 = scf.execute_region -> tensor<4xi1> {
  %fz498_0 = scf.execute_region -> tensor<4xi1> {
  %fz499_0 = scf.execute_region -> tensor<4xi1> {
  %fz500_0 = scf.execute_region -> tensor<4xi1> {
  %fz501_0 = scf.execute_region -> tensor<4xi1> {
  %fz502_0 = scf.execute_region -> tensor<4xi1> {
  %fz503_0 = scf.execute_region -> tensor<4xi1> {
  %fz504_0 = scf.execute_region -> tensor<4xi1> {
  %fz505_0 = scf.execute_region -> tensor<4xi1> {
  %fz506_0 = scf.execute_region -> tensor<4xi1> {
  %fz507_0 = scf.execute_region -> tensor<4xi1> {
  %fz508_0 = scf.execute_region -> tensor<4xi1> {
  %fz509_0 = scf.execute_region -> tensor<4xi1> {
  %fz510_0 = scf.execute_region -> tensor<4xi1> {
  %fz511_0 = scf.execute_region -> tensor<4xi1> {
  %fz512_0 = scf.execute_region -> tensor<4xi1> {
  %fz513_0 = scf.execute_region -> tensor<4xi1> {
  %fz514_0 = scf.execute_region -> tensor<4xi1> {
  %fz515_0 = scf.execute_region -> tensor<4xi1> {
  %fz516_0 = scf.execute_region -> tensor<4xi1> {
  %fz517_0 = scf.execute_region -> tensor<4xi1> {
  %fz518_0 = scf.execute_region -> tensor<4xi1> {
  %fz519_0 = scf.execute_region -> tensor<4xi1> {
  %fz520_0 = scf.execute_region -> tensor<4xi1> {
  %fz521_0 = scf.execute_region -> tensor<4xi1> {
  %fz522_0 = scf.execute_region -> tensor<4xi1> {
  %fz523_0 = scf.execute_region -> tensor<4xi1> {
  %fz524_0 = scf.execute_region -> tensor<4xi1> {
  %fz525_0 = scf.execute_region -> tensor<4xi1> {
  %fz526_0 = scf.execute_region -> tensor<4xi1> {
  %fz527_0 = scf.execute_region -> tensor<4xi1> {
  %fz528_0 = scf.execute_region -> tensor<4xi1> {
  %fz529_0 = scf.execute_region -> tensor<4xi1> {
  %fz530_0 = scf.execute_region -> tensor<4xi1> {
  %fz531_0 = scf.execute_region -> tensor<4xi1> {
  %fz532_0 = scf.execute_region -> tensor<4xi1> {
  %fz533_0 = scf.execute_region -> tensor<4xi1> {
  %fz534_0 = scf.execute_region -> tensor<4xi1> {
  %fz535_0 = scf.execute_region -> tensor<4xi1> {
  %fz536_0 = scf.execute_region -> tensor<4xi1> {
  %fz537_0 = scf.execute_region -> tensor<4xi1> {
  %fz538_0 = scf.execute_region -> tensor<4xi1> {
  %fz539_0 = scf.execute_region -> tensor<4xi1> {
  %fz540_0 = scf.execute_region -> tensor<4xi1> {
  %fz541_0 = scf.execute_region -> tensor<4xi1> {
  %fz542_0 = scf.execute_region -> tensor<4xi1> {
  %fz543_0 = scf.execute_region -> tensor<4xi1> {
  %fz544_0 = scf.execute_region -> tensor<4xi1> {
  %fz545_0 = scf.execute_region -> tensor<4xi1> {
  %fz546_0 = scf.execute_region -> tensor<4xi1> {
  %fz547_0 = scf.execute_region -> tensor<4xi1> {
  %fz548_0 = scf.execute_region -> tensor<4xi1> {
  %fz549_0 = scf.execute_region -> tensor<4xi1> {
  %fz550_0 = scf.execute_region -> tensor<4xi1> {
  %fz551_0 = scf.execute_region -> tensor<4xi1> {
  %fz552_0 = scf.execute_region -> tensor<4xi1> {
  %fz553_0 = scf.execute_region -> tensor<4xi1> {
  %fz554_0 = scf.execute_region -> tensor<4xi1> {
  %fz555_0 = scf.execute_region -> tensor<4xi1> {
  %fz556_0 = scf.execute_region -> tensor<4xi1> {
  %fz557_0 = scf.execute_region -> tensor<4xi1> {
  %fz558_0 = scf.execute_region -> tensor<4xi1> {
  %fz559_0 = scf.execute_region -> tensor<4xi1> {
  %fz560_0 = scf.execute_region -> tensor<4xi1> {
  %fz561_0 = scf.execute_region -> tensor<4xi1> {
  %fz562_0 = scf.execute_region -> tensor<4xi1> {
  %fz563_0 = scf.execute_region -> tensor<4xi1> {
  %fz564_0 = scf.execute_region -> tensor<4xi1> {
  %fz565_0 = scf.execute_region -> tensor<4xi1> {
  %fz566_0 = scf.execute_region -> tensor<4xi1> {
  %fz567_0 = scf.execute_region -> tensor<4xi1> {
  %fz568_0 = scf.execute_region -> tensor<4xi1> {
  %fz569_0 = scf.execute_region -> tensor<4xi1> {
  %fz570_0 = scf.execute_region -> tensor<4xi1> {
  %fz571_0 = scf.execute_region -> tensor<4xi1> {
  %fz572_0 = scf.execute_region -> tensor<4xi1> {
  %fz573_0 = scf.execute_region -> tensor<4xi1> {
  %fz574_0 = scf.execute_region -> tensor<4xi1> {
  %fz575_0 = scf.execute_region -> tensor<4xi1> {
  %fz576_0 = scf.execute_region -> tensor<4xi1> {
  %fz577_0 = scf.execute_region -> tensor<4xi1> {
  %fz578_0 = scf.execute_region -> tensor<4xi1> {
  %fz579_0 = scf.execute_region -> tensor<4xi1> {
  %fz580_0 = scf.execute_region -> tensor<4xi1> {
  %fz581_0 = scf.execute_region -> tensor<4xi1> {
  %fz582_0 = scf.execute_region -> tensor<4xi1> {
  %fz583_0 = scf.execute_region -> tensor<4xi1> {
  %fz584_0 = scf.execute_region -> tensor<4xi1> {
  %fz585_0 = scf.execute_region -> tensor<4xi1> {
  %fz586_0 = scf.execute_region -> tensor<4xi1> {
  %fz587_0 = scf.execute_region -> tensor<4xi1> {
  %fz588_0 = scf.execute_region -> tensor<4xi1> {
  %fz589_0 = scf.execute_region -> tensor<4xi1> {
  %fz590_0 = scf.execute_region -> tensor<4xi1> {
  %fz591_0 = scf.execute_region -> tensor<4xi1> {
  %fz592_0 = scf.execute_region -> tensor<4xi1> {
  %fz593_0 = scf.execute_region -> tensor<4xi1> {
  %fz594_0 = scf.execute_region -> tensor<4xi1> {
  %fz595_0 = scf.execute_region -> tensor<4xi1> {
  %fz596_0 = scf.execute_region -> tensor<4xi1> {
  %fz597_0 = scf.execute_region -> tensor<4xi1> {
  %fz598_0 = scf.execute_region -> tensor<4xi1> {
  %fz599_0 = scf.execute_region -> tensor<4xi1> {
  %fz600_0 = scf.execute_region -> tensor<4xi1> {
  %fz601_0 = scf.execute_region -> tensor<4xi1> {
  %fz602_0 = scf.execute_region -> tensor<4xi1> {
  %fz603_0 = scf.execute_region -> tensor<4xi1> {
  %fz604_0 = scf.execute_region -> tensor<4xi1> {
  %fz605_0 = scf.execute_region -> tensor<4xi1> {
  %fz606_0 = scf.execute_region -> tensor<4xi1> {
  %fz607_0 = scf.execute_region -> tensor<4xi1> {
  %fz608_0 = scf.execute_region -> tensor<4xi1> {
  %fz609_0 = scf.execute_region -> tensor<4xi1> {
  %fz610_0 = scf.execute_region -> tensor<4xi1> {
  %fz611_0 = scf.execute_region -> tensor<4xi1> {
  %fz612_0 = scf.execute_region -> tensor<4xi1> {
  %fz613_0 = scf.execute_region -> tensor<4xi1> {
  %fz614_0 = scf.execute_region -> tensor<4xi1> {
  %fz615_0 = scf.execute_region -> tensor<4xi1> {
  %fz616_0 = scf.execute_region -> tensor<4xi1> {
  %fz617_0 = scf.execute_region -> tensor<4xi1> {
  %fz618_0 = scf.execute_region -> tensor<4xi1> {
  %fz619_0 = scf.execute_region -> tensor<4xi1> {
  %fz620_0 = scf.execute_region -> tensor<4xi1> {
  %fz621_0 = scf.execute_region -> tensor<4xi1> {
  %fz622_0 = scf.execute_region -> tensor<4xi1> {
  %fz623_0 = scf.execute_region -> tensor<4xi1> {
  %fz624_0 = scf.execute_region -> tensor<4xi1> {
  %fz625_0 = scf.execute_region -> tensor<4xi1> {
  %fz626_0 = scf.execute_region -> tensor<4xi1> {
  %fz627_0 = scf.execute_region -> tensor<4xi1> {
  %fz628_0 = scf.execute_region -> tensor<4xi1> {
  %fz629_0 = scf.execute_region -> tensor<4xi1> {
  %fz630_0 = scf.execute_region -> tensor<4xi1> {
  %fz631_0 = scf.execute_region -> tensor<4xi1> {
  %fz632_0 = scf.execute_region -> tensor<4xi1> {
  %fz633_0 = scf.execute_region -> tensor<4xi1> {
  %fz634_0 = scf.execute_region -> tensor<4xi1> {
  %fz635_0 = scf.execute_region -> tensor<4xi1> {
  %fz636_0 = scf.execute_region -> tensor<4xi1> {
  %fz637_0 = scf.execute_region -> tensor<4xi1> {
  %fz638_0 = scf.execute_region -> tensor<4xi1> {
  %fz639_0 = scf.execute_region -> tensor<4xi1> {
  %fz640_0 = scf.execute_region -> tensor<4xi1> {
  %fz641_0 = scf.execute_region -> tensor<4xi1> {
  %fz642_0 = scf.execute_region -> tensor<4xi1> {
  %fz643_0 = scf.execute_region -> tensor<4xi1> {
  %fz644_0 = scf.execute_region -> tensor<4xi1> {
  %fz645_0 = scf.execute_region -> tensor<4xi1> {
  %fz646_0 = scf.execute_region -> tensor<4xi1> {
  %fz647_0 = scf.execute_region -> tensor<4xi1> {
  %fz648_0 = scf.execute_region -> tensor<4xi1> {
  %fz649_0 = scf.execute_region -> tensor<4xi1> {
  %fz650_0 = scf.execute_region -> tensor<4xi1> {
  %fz651_0 = scf.execute_region -> tensor<4xi1> {
  %fz652_0 = scf.execute_region -> tensor<4xi1> {
  %fz653_0 = scf.execute_region -> tensor<4xi1> {
  %fz654_0 = scf.execute_region -> tensor<4xi1> {
  %fz655_0 = scf.execute_region -> tensor<4xi1> {
  %fz656_0 = scf.execute_region -> tensor<4xi1> {
  %fz657_0 = scf.execute_region -> tensor<4xi1> {
  %fz658_0 = scf.execute_region -> tensor<4xi1> {
  %fz659_0 = scf.execute_region -> tensor<4xi1> {
  %fz660_0 = scf.execute_region -> tensor<4xi1> {
  %fz661_0 = scf.execute_region -> tensor<4xi1> {
  %fz662_0 = scf.execute_region -> tensor<4xi1> {
  %fz663_0 = scf.execute_region -> tensor<4xi1> {
  %fz664_0 = scf.execute_region -> tensor<4xi1> {
  %fz665_0 = scf.execute_region -> tensor<4xi1> {
  %fz666_0 = scf.execute_region -> tensor<4xi1> {
  %fz667_0 = scf.execute_region -> tensor<4xi1> {
  %fz668_0 = scf.execute_region -> tensor<4xi1> {
  %fz669_0 = scf.execute_region -> tensor<4xi1> {
  %fz670_0 = scf.execute_region -> tensor<4xi1> {
  %fz671_0 = scf.execute_region -> tensor<4xi1> {
  %fz672_0 = scf.execute_region -> tensor<4xi1> {
  %fz673_0 = scf.execute_region -> tensor<4xi1> {
  %fz674_0 = scf.execute_region -> tensor<4xi1> {
  %fz675_0 = scf.execute_region -> tensor<4xi1> {
  %fz676_0 = scf.execute_region -> tensor<4xi1> {
  %fz677_0 = scf.execute_region -> tensor<4xi1> {
  %fz678_0 = scf.execute_region -> tensor<4xi1> {
  %fz679_0 = scf.execute_region -> tensor<4xi1> {
  %fz680_0 = scf.execute_region -> tensor<4xi1> {
  %fz681_0 = scf.execute_region -> tensor<4xi1> {
  %fz682_0 = scf.execute_region -> tensor<4xi1> {
  %fz683_0 = scf.execute_region -> tensor<4xi1> {
  %fz684_0 = scf.execute_region -> tensor<4xi1> {
  %fz685_0 = scf.execute_region -> tensor<4xi1> {
  %fz686_0 = scf.execute_region -> tensor<4xi1> {
  %fz687_0 = scf.execute_region -> tensor<4xi1> {
  %fz688_0 = scf.execute_region -> tensor<4xi1> {
  %fz689_0 = scf.execute_region -> tensor<4xi1> {
  %fz690_0 = scf.execute_region -> tensor<4xi1> {
  %fz691_0 = scf.execute_region -> tensor<4xi1> {
  %fz692_0 = scf.execute_region -> tensor<4xi1> {
  %fz693_0 = scf.execute_region -> tensor<4xi1> {
  %fz694_0 = scf.execute_region -> tensor<4xi1> {
  %fz695_0 = scf.execute_region -> tensor<4xi1> {
  %fz696_0 = scf.execute_region -> tensor<4xi1> {
  %fz697_0 = scf.execute_region -> tensor<4xi1> {
  %fz698_0 = scf.execute_region -> tensor<4xi1> {
  %fz699_0 = scf.execute_region -> tensor<4xi1> {
  %fz700_0 = scf.execute_region -> tensor<4xi1> {
  %fz701_0 = scf.execute_region -> tensor<4xi1> {
  %fz702_0 = scf.execute_region -> tensor<4xi1> {
  %fz703_0 = scf.execute_region -> tensor<4xi1> {
  %fz704_0 = scf.execute_region -> tensor<4xi1> {
  %fz705_0 = scf.execute_region -> tensor<4xi1> {
  %fz706_0 = scf.execute_region -> tensor<4xi1> {
  %fz707_0 = scf.execute_region -> tensor<4xi1> {
  %fz708_0 = scf.execute_region -> tensor<4xi1> {
  %fz709_0 = scf.execute_region -> tensor<4xi1> {
  %fz710_0 = scf.execute_region -> tensor<4xi1> {
  %fz711_0 = scf.execute_region -> tensor<4xi1> {
  %fz712_0 = scf.execute_region -> tensor<4xi1> {
  %fz713_0 = scf.execute_region -> tensor<4xi1> {
  %fz714_0 = scf.execute_region -> tensor<4xi1> {
  %fz715_0 = scf.execute_region -> tensor<4xi1> {
  %fz716_0 = scf.execute_region -> tensor<4xi1> {
  %fz717_0 = scf.execute_region -> tensor<4xi1> {
  %fz718_0 = scf.execute_region -> tensor<4xi1> {
  %fz719_0 = scf.execute_region -> tensor<4xi1> {
  %fz720_0 = scf.execute_region -> tensor<4xi1> {
  %fz721_0 = scf.execute_region -> tensor<4xi1> {
  %fz722_0 = scf.execute_region -> tensor<4xi1> {
  %fz723_0 = scf.execute_region -> tensor<4xi1> {
  %fz724_0 = scf.execute_region -> tensor<4xi1> {
  %fz725_0 = scf.execute_region -> tensor<4xi1> {
  %fz726_0 = scf.execute_region -> tensor<4xi1> {
  %fz727_0 = scf.execute_region -> tensor<4xi1> {
  %fz728_0 = scf.execute_region -> tensor<4xi1> {
  %fz729_0 = scf.execute_region -> tensor<4xi1> {
  %fz730_0 = scf.execute_region -> tensor<4xi1> {
  %fz731_0 = scf.execute_region -> tensor<4xi1> {
  %fz732_0 = scf.execute_region -> tensor<4xi1> {
  %fz733_0 = scf.execute_region -> tensor<4xi1> {
  %fz734_0 = scf.execute_region -> tensor<4xi1> {
  %fz735_0 = scf.execute_region -> tensor<4xi1> {
  %fz736_0 = scf.execute_region -> tensor<4xi1> {
  %fz737_0 = scf.execute_region -> tensor<4xi1> {
  %fz738_0 = scf.execute_region -> tensor<4xi1> {
  %fz739_0 = scf.execute_region -> tensor<4xi1> {
  %fz740_0 = scf.execute_region -> tensor<4xi1> {
  %fz741_0 = scf.execute_region -> tensor<4xi1> {
  %fz742_0 = scf.execute_region -> tensor<4xi1> {
  %fz743_0 = scf.execute_region -> tensor<4xi1> {
  %fz744_0 = scf.execute_region -> tensor<4xi1> {
  %fz745_0 = scf.execute_region -> tensor<4xi1> {
  %fz746_0 = scf.execute_region -> tensor<4xi1> {
  %fz747_0 = scf.execute_region -> tensor<4xi1> {
  %fz748_0 = scf.execute_region -> tensor<4xi1> {
  %fz749_0 = scf.execute_region -> tensor<4xi1> {
  %fz750_0 = scf.execute_region -> tensor<4xi1> {
  %fz751_0 = scf.execute_region -> tensor<4xi1> {
  %fz752_0 = scf.execute_region -> tensor<4xi1> {
  %fz753_0 = scf.execute_region -> tensor<4xi1> {
  %fz754_0 = scf.execute_region -> tensor<4xi1> {
  %fz755_0 = scf.execute_region -> tensor<4xi1> {
  %fz756_0 = scf.execute_region -> tensor<4xi1> {
  %fz757_0 = scf.execute_region -> tensor<4xi1> {
  %fz758_0 = scf.execute_region -> tensor<4xi1> {
  %fz759_0 = scf.execute_region -> tensor<4xi1> {
  %fz760_0 = scf.execute_region -> tensor<4xi1> {
  %fz761_0 = scf.execute_region -> tensor<4xi1> {
  %fz762_0 = scf.execute_region -> tensor<4xi1> {
  %fz763_0 = scf.execute_region -> tensor<4xi1> {
  %fz764_0 = scf.execute_region -> tensor<4xi1> {
  %fz765_0 = scf.execute_region -> tensor<4xi1> {
  %fz766_0 = scf.execute_region -> tensor<4xi1> {
  %fz767_0 = scf.execute_region -> tensor<4xi1> {
  %fz768_0 = scf.execute_region -> tensor<4xi1> {
  %fz769_0 = scf.execute_region -> tensor<4xi1> {
  %fz770_0 = scf.execute_region -> tensor<4xi1> {
  %fz771_0 = scf.execute_region -> tensor<4xi1> {
  %fz772_0 = scf.execute_region -> tensor<4xi1> {
  %fz773_0 = scf.execute_region -> tensor<4xi1> {
  %fz774_0 = scf.execute_region -> tensor<4xi1> {
  %fz775_0 = scf.execute_region -> tensor<4xi1> {
  %fz776_0 = scf.execute_region -> tensor<4xi1> {
  %fz777_0 = scf.execute_region -> tensor<4xi1> {
  %fz778_0 = scf.execute_region -> tensor<4xi1> {
  %fz779_0 = scf.execute_region -> tensor<4xi1> {
  %fz780_0 = scf.execute_region -> tensor<4xi1> {
  %fz781_0 = scf.execute_region -> tensor<4xi1> {
  %fz782_0 = scf.execute_region -> tensor<4xi1> {
  %fz783_0 = scf.execute_region -> tensor<4xi1> {
  %fz784_0 = scf.execute_region -> tensor<4xi1> {
  %fz785_0 = scf.execute_region -> tensor<4xi1> {
  %fz786_0 = scf.execute_region -> tensor<4xi1> {
  %fz787_0 = scf.execute_region -> tensor<4xi1> {
  %fz788_0 = scf.execute_region -> tensor<4xi1> {
  %fz789_0 = scf.execute_region -> tensor<4xi1> {
  %fz790_0 = scf.execute_region -> tensor<4xi1> {
  %fz791_0 = scf.execute_region -> tensor<4xi1> {
  %fz792_0 = scf.execute_region -> tensor<4xi1> {
  %fz793_0 = scf.execute_region -> tensor<4xi1> {
  %fz794_0 = scf.execute_region -> tensor<4xi1> {
  %fz795_0 = scf.execute_region -> tensor<4xi1> {
  %fz796_0 = scf.execute_region -> tensor<4xi1> {
  %fz797_0 = scf.execute_region -> tensor<4xi1> {
  %fz798_0 = scf.execute_region -> tensor<4xi1> {
  %fz799_0 = scf.execute_region -> tensor<4xi1> {
  %fz800_0 = scf.execute_region -> tensor<4xi1> {
  %fz801_0 = scf.execute_region -> tensor<4xi1> {
  %fz802_0 = scf.execute_region -> tensor<4xi1> {
  %fz803_0 = scf.execute_region -> tensor<4xi1> {
  %fz804_0 = scf.execute_region -> tensor<4xi1> {
  %fz805_0 = scf.execute_region -> tensor<4xi1> {
  %fz806_0 = scf.execute_region -> tensor<4xi1> {
  %fz807_0 = scf.execute_region -> tensor<4xi1> {
  %fz808_0 = scf.execute_region -> tensor<4xi1> {
  %fz809_0 = scf.execute_region -> tensor<4xi1> {
  %fz810_0 = scf.execute_region -> tensor<4xi1> {
  %fz811_0 = scf.execute_region -> tensor<4xi1> {
  %fz812_0 = scf.execute_region -> tensor<4xi1> {
  %fz813_0 = scf.execute_region -> tensor<4xi1> {
  %fz814_0 = scf.execute_region -> tensor<4xi1> {
  %fz815_0 = scf.execute_region -> tensor<4xi1> {
  %fz816_0 = scf.execute_region -> tensor<4xi1> {
  %fz817_0 = scf.execute_region -> tensor<4xi1> {
  %fz818_0 = scf.execute_region -> tensor<4xi1> {
  %fz819_0 = scf.execute_region -> tensor<4xi1> {
  %fz820_0 = scf.execute_region -> tensor<4xi1> {
  %fz821_0 = scf.execute_region -> tensor<4xi1> {
  %fz822_0 = scf.execute_region -> tensor<4xi1> {
  %fz823_0 = scf.execute_region -> tensor<4xi1> {
  %fz824_0 = scf.execute_region -> tensor<4xi1> {
  %fz825_0 = scf.execute_region -> tensor<4xi1> {
  %fz826_0 = scf.execute_region -> tensor<4xi1> {
  %fz827_0 = scf.execute_region -> tensor<4xi1> {
  %fz828_0 = scf.execute_region -> tensor<4xi1> {
  %fz829_0 = scf.execute_region -> tensor<4xi1> {
  %fz830_0 = scf.execute_region -> tensor<4xi1> {
  %fz831_0 = scf.execute_region -> tensor<4xi1> {
  %fz832_0 = scf.execute_region -> tensor<4xi1> {
  %fz833_0 = scf.execute_region -> tensor<4xi1> {
  %fz834_0 = scf.execute_region -> tensor<4xi1> {
  %fz835_0 = scf.execute_region -> tensor<4xi1> {
  %fz836_0 = scf.execute_region -> tensor<4xi1> {
  %fz837_0 = scf.execute_region -> tensor<4xi1> {
  %fz838_0 = scf.execute_region -> tensor<4xi1> {
  %fz839_0 = scf.execute_region -> tensor<4xi1> {
  %fz840_0 = scf.execute_region -> tensor<4xi1> {
  %fz841_0 = scf.execute_region -> tensor<4xi1> {
  %fz842_0 = scf.execute_region -> tensor<4xi1> {
  %fz843_0 = scf.execute_region -> tensor<4xi1> {
  %fz844_0 = scf.execute_region -> tensor<4xi1> {
  %fz845_0 = scf.execute_region -> tensor<4xi1> {
  %fz846_0 = scf.execute_region -> tensor<4xi1> {
  %fz847_0 = scf.execute_region -> tensor<4xi1> {
  %fz848_0 = scf.execute_region -> tensor<4xi1> {
  %fz849_0 = scf.execute_region -> tensor<4xi1> {
  %fz850_0 = scf.execute_region -> tensor<4xi1> {
  %fz851_0 = scf.execute_region -> tensor<4xi1> {
  %fz852_0 = scf.execute_region -> tensor<4xi1> {
  %fz853_0 = scf.execute_region -> tensor<4xi1> {
  %fz854_0 = scf.execute_region -> tensor<4xi1> {
  %fz855_0 = scf.execute_region -> tensor<4xi1> {
  %fz856_0 = scf.execute_region -> tensor<4xi1> {
  %fz857_0 = scf.execute_region -> tensor<4xi1> {
  %fz858_0 = scf.execute_region -> tensor<4xi1> {
  %fz859_0 = scf.execute_region -> tensor<4xi1> {
  %fz860_0 = scf.execute_region -> tensor<4xi1> {
  %fz861_0 = scf.execute_region -> tensor<4xi1> {
  %fz862_0 = scf.execute_region -> tensor<4xi1> {
  %fz863_0 = scf.execute_region -> tensor<4xi1> {
  %fz864_0 = scf.execute_region -> tensor<4xi1> {
  %fz865_0 = scf.execute_region -> tensor<4xi1> {
  %fz866_0 = scf.execute_region -> tensor<4xi1> {
  %fz867_0 = scf.execute_region -> tensor<4xi1> {
  %fz868_0 = scf.execute_region -> tensor<4xi1> {
  %fz869_0 = scf.execute_region -> tensor<4xi1> {
  %fz870_0 = scf.execute_region -> tensor<4xi1> {
  %fz871_0 = scf.execute_region -> tensor<4xi1> {
  %fz872_0 = scf.execute_region -> tensor<4xi1> {
  %fz873_0 = scf.execute_region -> tensor<4xi1> {
  %fz874_0 = scf.execute_region -> tensor<4xi1> {
  %fz875_0 = scf.execute_region -> tensor<4xi1> {
  %fz876_0 = scf.execute_region -> tensor<4xi1> {
  %fz877_0 = scf.execute_region -> tensor<4xi1> {
  %fz878_0 = scf.execute_region -> tensor<4xi1> {
  %fz879_0 = scf.execute_region -> tensor<4xi1> {
  %fz880_0 = scf.execute_region -> tensor<4xi1> {
  %fz881_0 = scf.execute_region -> tensor<4xi1> {
  %fz882_0 = scf.execute_region -> tensor<4xi1> {
  %fz883_0 = scf.execute_region -> tensor<4xi1> {
  %fz884_0 = scf.execute_region -> tensor<4xi1> {
  %fz885_0 = scf.execute_region -> tensor<4xi1> {
  %fz886_0 = scf.execute_region -> tensor<4xi1> {
  %fz887_0 = scf.execute_region -> tensor<4xi1> {
  %fz888_0 = scf.execute_region -> tensor<4xi1> {
  %fz889_0 = scf.execute_region -> tensor<4xi1> {
  %fz890_0 = scf.execute_region -> tensor<4xi1> {
  %fz891_0 = scf.execute_region -> tensor<4xi1> {
  %fz892_0 = scf.execute_region -> tensor<4xi1> {
  %fz893_0 = scf.execute_region -> tensor<4xi1> {
  %fz894_0 = scf.execute_region -> tensor<4xi1> {
  %fz895_0 = scf.execute_region -> tensor<4xi1> {
  %fz896_0 = scf.execute_region -> tensor<4xi1> {
  %fz897_0 = scf.execute_region -> tensor<4xi1> {
  %fz898_0 = scf.execute_region -> tensor<4xi1> {
  %fz899_0 = scf.execute_region -> tensor<4xi1> {
  %fz900_0 = scf.execute_region -> tensor<4xi1> {
  %fz901_0 = scf.execute_region -> tensor<4xi1> {
  %fz902_0 = scf.execute_region -> tensor<4xi1> {
  %fz903_0 = scf.execute_region -> tensor<4xi1> {
  %fz904_0 = scf.execute_region -> tensor<4xi1> {
  %fz905_0 = scf.execute_region -> tensor<4xi1> {
  %fz906_0 = scf.execute_region -> tensor<4xi1> {
  %fz907_0 = scf.execute_region -> tensor<4xi1> {
  %fz908_0 = scf.execute_region -> tensor<4xi1> {
  %fz909_0 = scf.execute_region -> tensor<4xi1> {
  %fz910_0 = scf.execute_region -> tensor<4xi1> {
  %fz911_0 = scf.execute_region -> tensor<4xi1> {
  %fz912_0 = scf.execute_region -> tensor<4xi1> {
  %fz913_0 = scf.execute_region -> tensor<4xi1> {
  %fz914_0 = scf.execute_region -> tensor<4xi1> {
  %fz915_0 = scf.execute_region -> tensor<4xi1> {
  %fz916_0 = scf.execute_region -> tensor<4xi1> {
  %fz917_0 = scf.execute_region -> tensor<4xi1> {
  %fz918_0 = scf.execute_region -> tensor<4xi1> {
  %fz919_0 = scf.execute_region -> tensor<4xi1> {
  %fz920_0 = scf.execute_region -> tensor<4xi1> {
  %fz921_0 = scf.execute_region -> tensor<4xi1> {
  %fz922_0 = scf.execute_region -> tensor<4xi1> {
  %fz923_0 = scf.execute_region -> tensor<4xi1> {
  %fz924_0 = scf.execute_region -> tensor<4xi1> {
  %fz925_0 = scf.execute_region -> tensor<4xi1> {
  %fz926_0 = scf.execute_region -> tensor<4xi1> {
  %fz927_0 = scf.execute_region -> tensor<4xi1> {
  %fz928_0 = scf.execute_region -> tensor<4xi1> {
  %fz929_0 = scf.execute_region -> tensor<4xi1> {
  %fz930_0 = scf.execute_region -> tensor<4xi1> {
  %fz931_0 = scf.execute_region -> tensor<4xi1> {
  %fz932_0 = scf.execute_region -> tensor<4xi1> {
  %fz933_0 = scf.execute_region -> tensor<4xi1> {
  %fz934_0 = scf.execute_region -> tensor<4xi1> {
  %fz935_0 = scf.execute_region -> tensor<4xi1> {
  %fz936_0 = scf.execute_region -> tensor<4xi1> {
  %fz937_0 = scf.execute_region -> tensor<4xi1> {
  %fz938_0 = scf.execute_region -> tensor<4xi1> {
  %fz939_0 = scf.execute_region -> tensor<4xi1> {
  %fz940_0 = scf.execute_region -> tensor<4xi1> {
  %fz941_0 = scf.execute_region -> tensor<4xi1> {
  %fz942_0 = scf.execute_region -> tensor<4xi1> {
  %fz943_0 = scf.execute_region -> tensor<4xi1> {
  %fz944_0 = scf.execute_region -> tensor<4xi1> {
  %fz945_0 = scf.execute_region -> tensor<4xi1> {
  %fz946_0 = scf.execute_region -> tensor<4xi1> {
  %fz947_0 = scf.execute_region -> tensor<4xi1> {
  %fz948_0 = scf.execute_region -> tensor<4xi1> {
  %fz949_0 = scf.execute_region -> tensor<4xi1> {
  %fz950_0 = scf.execute_region -> tensor<4xi1> {
  %fz951_0 = scf.execute_region -> tensor<4xi1> {
  %fz952_0 = scf.execute_region -> tensor<4xi1> {
  %fz953_0 = scf.execute_region -> tensor<4xi1> {
  %fz954_0 = scf.execute_region -> tensor<4xi1> {
  %fz955_0 = scf.execute_region -> tensor<4xi1> {
  %fz956_0 = scf.execute_region -> tensor<4xi1> {
  %fz957_0 = scf.execute_region -> tensor<4xi1> {
  %fz958_0 = scf.execute_region -> tensor<4xi1> {
  %fz959_0 = scf.execute_region -> tensor<4xi1> {
  %fz960_0 = scf.execute_region -> tensor<4xi1> {
  %fz961_0 = scf.execute_region -> tensor<4xi1> {
  %fz962_0 = scf.execute_region -> tensor<4xi1> {
  %fz963_0 = scf.execute_region -> tensor<4xi1> {
  %fz964_0 = scf.execute_region -> tensor<4xi1> {
  %fz965_0 = scf.execute_region -> tensor<4xi1> {
  %fz966_0 = scf.execute_region -> tensor<4xi1> {
  %fz967_0 = scf.execute_region -> tensor<4xi1> {
  %fz968_0 = scf.execute_region -> tensor<4xi1> {
  %fz969_0 = scf.execute_region -> tensor<4xi1> {
  %fz970_0 = scf.execute_region -> tensor<4xi1> {
  %fz971_0 = scf.execute_region -> tensor<4xi1> {
  %fz972_0 = scf.execute_region -> tensor<4xi1> {
  %fz973_0 = scf.execute_region -> tensor<4xi1> {
  %fz974_0 = scf.execute_region -> tensor<4xi1> {
  %fz975_0 = scf.execute_region -> tensor<4xi1> {
  %fz976_0 = scf.execute_region -> tensor<4xi1> {
  %fz977_0 = scf.execute_region -> tensor<4xi1> {
  %fz978_0 = scf.execute_region -> tensor<4xi1> {
  %fz979_0 = scf.execute_region -> tensor<4xi1> {
  %fz980_0 = scf.execute_region -> tensor<4xi1> {
  %fz981_0 = scf.execute_region -> tensor<4xi1> {
  %fz982_0 = scf.execute_region -> tensor<4xi1> {
  %fz983_0 = scf.execute_region -> tensor<4xi1> {
  %fz984_0 = scf.execute_region -> tensor<4xi1> {
  %fz985_0 = scf.execute_region -> tensor<4xi1> {
  %fz986_0 = scf.execute_region -> tensor<4xi1> {
  %fz987_0 = scf.execute_region -> tensor<4xi1> {
  %fz988_0 = scf.execute_region -> tensor<4xi1> {
  %fz989_0 = scf.execute_region -> tensor<4xi1> {
  %fz990_0 = scf.execute_region -> tensor<4xi1> {
  %fz991_0 = scf.execute_region -> tensor<4xi1> {
  %fz992_0 = scf.execute_region -> tensor<4xi1> {
  %fz993_0 = scf.execute_region -> tensor<4xi1> {
  %fz994_0 = scf.execute_region -> tensor<4xi1> {
  %fz995_0 = scf.execute_region -> tensor<4xi1> {
  %fz996_0 = scf.execute_region -> tensor<4xi1> {
  %fz997_0 = scf.execute_region -> tensor<4xi1> {
  %fz998_0 = scf.execute_region -> tensor<4xi1> {
  %fz999_0 = scf.execute_region -> tensor<4xi1> {
  %fz1000_0 = scf.execute_region -> tensor<4xi1> {
  %fz1001_0 = scf.execute_region -> tensor<4xi1> {
  %fz1002_0 = scf.execute_region -> tensor<4xi1> {
  %fz1003_0 = scf.execute_region -> tensor<4xi1> {
  %fz1004_0 = scf.execute_region -> tensor<4xi1> {
  %fz1005_0 = scf.execute_region -> tensor<4xi1> {
  %fz1006_0 = scf.execute_region -> tensor<4xi1> {
  %fz1007_0 = scf.execute_region -> tensor<4xi1> {
  %fz1008_0 = scf.execute_region -> tensor<4xi1> {
  %fz1009_0 = scf.execute_region -> tensor<4xi1> {
  %fz1010_0 = scf.execute_region -> tensor<4xi1> {
  %fz1011_0 = scf.execute_region -> tensor<4xi1> {
  %fz1012_0 = scf.execute_region -> tensor<4xi1> {
  %fz1013_0 = scf.execute_region -> tensor<4xi1> {
  %fz1014_0 = scf.execute_region -> tensor<4xi1> {
  %fz1015_0 = scf.execute_region -> tensor<4xi1> {
  %fz1016_0 = scf.execute_region -> tensor<4xi1> {
  %fz1017_0 = scf.execute_region -> tensor<4xi1> {
  %fz1018_0 = scf.execute_region -> tensor<4xi1> {
  %fz1019_0 = scf.execute_region -> tensor<4xi1> {
  %fz1020_0 = scf.execute_region -> tensor<4xi1> {
  %fz1021_0 = scf.execute_region -> tensor<4xi1> {
  %fz1022_0 = scf.execute_region -> tensor<4xi1> {
  %fz1023_0 = scf.execute_region -> tensor<4xi1> {
  %fz1024_0 = scf.execute_region -> tensor<4xi1> {
  %fz1025_0 = scf.execute_region -> tensor<4xi1> {
  %fz1026_0 = scf.execute_region -> tensor<4xi1> {
  %fz1027_0 = scf.execute_region -> tensor<4xi1> {
  %fz1028_0 = scf.execute_region -> tensor<4xi1> {
  %fz1029_0 = scf.execute_region -> tensor<4xi1> {
  %fz1030_0 = scf.execute_region -> tensor<4xi1> {
  %fz1031_0 = scf.execute_region -> tensor<4xi1> {
  %fz1032_0 = scf.execute_region -> tensor<4xi1> {
  %fz1033_0 = scf.execute_region -> tensor<4xi1> {
  %fz1034_0 = scf.execute_region -> tensor<4xi1> {
  %fz1035_0 = scf.execute_region -> tensor<4xi1> {
  %fz1036_0 = scf.execute_region -> tensor<4xi1> {
  %fz1037_0 = scf.execute_region -> tensor<4xi1> {
  %fz1038_0 = scf.execute_region -> tensor<4xi1> {
  %fz1039_0 = scf.execute_region -> tensor<4xi1> {
  %fz1040_0 = scf.execute_region -> tensor<4xi1> {
  %fz1041_0 = scf.execute_region -> tensor<4xi1> {
  %fz1042_0 = scf.execute_region -> tensor<4xi1> {
  %fz1043_0 = scf.execute_region -> tensor<4xi1> {
  %fz1044_0 = scf.execute_region -> tensor<4xi1> {
  %fz1045_0 = scf.execute_region -> tensor<4xi1> {
  %fz1046_0 = scf.execute_region -> tensor<4xi1> {
  %fz1047_0 = scf.execute_region -> tensor<4xi1> {
  %fz1048_0 = scf.execute_region -> tensor<4xi1> {
  %fz1049_0 = scf.execute_region -> tensor<4xi1> {
  %fz1050_0 = scf.execute_region -> tensor<4xi1> {
  %fz1051_0 = scf.execute_region -> tensor<4xi1> {
  %fz1052_0 = scf.execute_region -> tensor<4xi1> {
  %fz1053_0 = scf.execute_region -> tensor<4xi1> {
  %fz1054_0 = scf.execute_region -> tensor<4xi1> {
  %fz1055_0 = scf.execute_region -> tensor<4xi1> {
  %fz1056_0 = scf.execute_region -> tensor<4xi1> {
  %fz1057_0 = scf.execute_region -> tensor<4xi1> {
  %fz1058_0 = scf.execute_region -> tensor<4xi1> {
  %fz1059_0 = scf.execute_region -> tensor<4xi1> {
  %fz1060_0 = scf.execute_region -> tensor<4xi1> {
  %fz1061_0 = scf.execute_region -> tensor<4xi1> {
  %fz1062_0 = scf.execute_region -> tensor<4xi1> {
  %fz1063_0 = scf.execute_region -> tensor<4xi1> {
  %fz1064_0 = scf.execute_region -> tensor<4xi1> {
  %fz1065_0 = scf.execute_region -> tensor<4xi1> {
  %fz1066_0 = scf.execute_region -> tensor<4xi1> {
  %fz1067_0 = scf.execute_region -> tensor<4xi1> {
  %fz1068_0 = scf.execute_region -> tensor<4xi1> {
  %fz1069_0 = scf.execute_region -> tensor<4xi1> {
  %fz1070_0 = scf.execute_region -> tensor<4xi1> {
  %fz1071_0 = scf.execute_region -> tensor<4xi1> {
  %fz1072_0 = scf.execute_region -> tensor<4xi1> {
  %fz1073_0 = scf.execute_region -> tensor<4xi1> {
  %fz1074_0 = scf.execute_region -> tensor<4xi1> {
  %fz1075_0 = scf.execute_region -> tensor<4xi1> {
  %fz1076_0 = scf.execute_region -> tensor<4xi1> {
  %fz1077_0 = scf.execute_region -> tensor<4xi1> {
  %fz1078_0 = scf.execute_region -> tensor<4xi1> {
  %fz1079_0 = scf.execute_region -> tensor<4xi1> {
  %fz1080_0 = scf.execute_region -> tensor<4xi1> {
  %fz1081_0 = scf.execute_region -> tensor<4xi1> {
  %fz1082_0 = scf.execute_region -> tensor<4xi1> {
  %fz1083_0 = scf.execute_region -> tensor<4xi1> {
  %fz1084_0 = scf.execute_region -> tensor<4xi1> {
  %fz1085_0 = scf.execute_region -> tensor<4xi1> {
  %fz1086_0 = scf.execute_region -> tensor<4xi1> {
  %fz1087_0 = scf.execute_region -> tensor<4xi1> {
  %fz1088_0 = scf.execute_region -> tensor<4xi1> {
  %fz1089_0 = scf.execute_region -> tensor<4xi1> {
  %fz1090_0 = scf.execute_region -> tensor<4xi1> {
  %fz1091_0 = scf.execute_region -> tensor<4xi1> {
  %fz1092_0 = scf.execute_region -> tensor<4xi1> {
  %fz1093_0 = scf.execute_region -> tensor<4xi1> {
  %fz1094_0 = scf.execute_region -> tensor<4xi1> {
  %fz1095_0 = scf.execute_region -> tensor<4xi1> {
  %fz1096_0 = scf.execute_region -> tensor<4xi1> {
  %fz1097_0 = scf.execute_region -> tensor<4xi1> {
  %fz1098_0 = scf.execute_region -> tensor<4xi1> {
  %fz1099_0 = scf.execute_region -> tensor<4xi1> {
  %fz1100_0 = scf.execute_region -> tensor<4xi1> {
  %fz1101_0 = scf.execute_region -> tensor<4xi1> {
  %fz1102_0 = scf.execute_region -> tensor<4xi1> {
  %fz1103_0 = scf.execute_region -> tensor<4xi1> {
  %fz1104_0 = scf.execute_region -> tensor<4xi1> {
  %fz1105_0 = scf.execute_region -> tensor<4xi1> {
  %fz1106_0 = scf.execute_region -> tensor<4xi1> {
  %fz1107_0 = scf.execute_region -> tensor<4xi1> {
  %fz1108_0 = scf.execute_region -> tensor<4xi1> {
  %fz1109_0 = scf.execute_region -> tensor<4xi1> {
  %fz1110_0 = scf.execute_region -> tensor<4xi1> {
  %fz1111_0 = scf.execute_region -> tensor<4xi1> {
  %fz1112_0 = scf.execute_region -> tensor<4xi1> {
  %fz1113_0 = scf.execute_region -> tensor<4xi1> {
  %fz1114_0 = scf.execute_region -> tensor<4xi1> {
  %fz1115_0 = scf.execute_region -> tensor<4xi1> {
  %fz1116_0 = scf.execute_region -> tensor<4xi1> {
  %fz1117_0 = scf.execute_region -> tensor<4xi1> {
  %fz1118_0 = scf.execute_region -> tensor<4xi1> {
  %fz1119_0 = scf.execute_region -> tensor<4xi1> {
  %fz1120_0 = scf.execute_region -> tensor<4xi1> {
  %fz1121_0 = scf.execute_region -> tensor<4xi1> {
  %fz1122_0 = scf.execute_region -> tensor<4xi1> {
  %fz1123_0 = scf.execute_region -> tensor<4xi1> {
  %fz1124_0 = scf.execute_region -> tensor<4xi1> {
  %fz1125_0 = scf.execute_region -> tensor<4xi1> {
  %fz1126_0 = scf.execute_region -> tensor<4xi1> {
  %fz1127_0 = scf.execute_region -> tensor<4xi1> {
  %fz1128_0 = scf.execute_region -> tensor<4xi1> {
  %fz1129_0 = scf.execute_region -> tensor<4xi1> {
  %fz1130_0 = scf.execute_region -> tensor<4xi1> {
  %fz1131_0 = scf.execute_region -> tensor<4xi1> {
  %fz1132_0 = scf.execute_region -> tensor<4xi1> {
  %fz1133_0 = scf.execute_region -> tensor<4xi1> {
  %fz1134_0 = scf.execute_region -> tensor<4xi1> {
  %fz1135_0 = scf.execute_region -> tensor<4xi1> {
  %fz1136_0 = scf.execute_region -> tensor<4xi1> {
  %fz1137_0 = scf.execute_region -> tensor<4xi1> {
  %fz1138_0 = scf.execute_region -> tensor<4xi1> {
  %fz1139_0 = scf.execute_region -> tensor<4xi1> {
  %fz1140_0 = scf.execute_region -> tensor<4xi1> {
  %fz1141_0 = scf.execute_region -> tensor<4xi1> {
  %fz1142_0 = scf.execute_region -> tensor<4xi1> {
  %fz1143_0 = scf.execute_region -> tensor<4xi1> {
  %fz1144_0 = scf.execute_region -> tensor<4xi1> {
  %fz1145_0 = scf.execute_region -> tensor<4xi1> {
  %fz1146_0 = scf.execute_region -> tensor<4xi1> {
  %fz1147_0 = scf.execute_region -> tensor<4xi1> {
  %fz1148_0 = scf.execute_region -> tensor<4xi1> {
  %fz1149_0 = scf.execute_region -> tensor<4xi1> {
  %fz1150_0 = scf.execute_region -> tensor<4xi1> {
  %fz1151_0 = scf.execute_region -> tensor<4xi1> {
  %fz1152_0 = scf.execute_region -> tensor<4xi1> {
  %fz1153_0 = scf.execute_region -> tensor<4xi1> {
  %fz1154_0 = scf.execute_region -> tensor<4xi1> {
  %fz1155_0 = scf.execute_region -> tensor<4xi1> {
  %fz1156_0 = scf.execute_region -> tensor<4xi1> {
  %fz1157_0 = scf.execute_region -> tensor<4xi1> {
  %fz1158_0 = scf.execute_region -> tensor<4xi1> {
  %fz1159_0 = scf.execute_region -> tensor<4xi1> {
  %fz1160_0 = scf.execute_region -> tensor<4xi1> {
  %fz1161_0 = scf.execute_region -> tensor<4xi1> {
  %fz1162_0 = scf.execute_region -> tensor<4xi1> {
  %fz1163_0 = scf.execute_region -> tensor<4xi1> {
  %fz1164_0 = scf.execute_region -> tensor<4xi1> {
  %fz1165_0 = scf.execute_region -> tensor<4xi1> {
  %fz1166_0 = scf.execute_region -> tensor<4xi1> {
  %fz1167_0 = scf.execute_region -> tensor<4xi1> {
  %fz1168_0 = scf.execute_region -> tensor<4xi1> {
  %fz1169_0 = scf.execute_region -> tensor<4xi1> {
  %fz1170_0 = scf.execute_region -> tensor<4xi1> {
  %fz1171_0 = scf.execute_region -> tensor<4xi1> {
  %fz1172_0 = scf.execute_region -> tensor<4xi1> {
  %fz1173_0 = scf.execute_region -> tensor<4xi1> {
  %fz1174_0 = scf.execute_region -> tensor<4xi1> {
  %fz1175_0 = scf.execute_region -> tensor<4xi1> {
  %fz1176_0 = scf.execute_region -> tensor<4xi1> {
  %fz1177_0 = scf.execute_region -> tensor<4xi1> {
  %fz1178_0 = scf.execute_region -> tensor<4xi1> {
  %fz1179_0 = scf.execute_region -> tensor<4xi1> {
  %fz1180_0 = scf.execute_region -> tensor<4xi1> {
  %fz1181_0 = scf.execute_region -> tensor<4xi1> {
  %fz1182_0 = scf.execute_region -> tensor<4xi1> {
  %fz1183_0 = scf.execute_region -> tensor<4xi1> {
  %fz1184_0 = scf.execute_region -> tensor<4xi1> {
  %fz1185_0 = scf.execute_region -> tensor<4xi1> {
  %fz1186_0 = scf.execute_region -> tensor<4xi1> {
  %fz1187_0 = scf.execute_region -> tensor<4xi1> {
  %fz1188_0 = scf.execute_region -> tensor<4xi1> {
  %fz1189_0 = scf.execute_region -> tensor<4xi1> {
  %fz1190_0 = scf.execute_region -> tensor<4xi1> {
  %fz1191_0 = scf.execute_region -> tensor<4xi1> {
  %fz1192_0 = scf.execute_region -> tensor<4xi1> {
  %fz1193_0 = scf.execute_region -> tensor<4xi1> {
  %fz1194_0 = scf.execute_region -> tensor<4xi1> {
  %fz1195_0 = scf.execute_region -> tensor<4xi1> {
  %fz1196_0 = scf.execute_region -> tensor<4xi1> {
  %fz1197_0 = scf.execute_region -> tensor<4xi1> {
  %fz1198_0 = scf.execute_region -> tensor<4xi1> {
  %fz1199_0 = scf.execute_region -> tensor<4xi1> {
  %fz1200_0 = scf.execute_region -> tensor<4xi1> {
  %fz1201_0 = scf.execute_region -> tensor<4xi1> {
  %fz1202_0 = scf.execute_region -> tensor<4xi1> {
  %fz1203_0 = scf.execute_region -> tensor<4xi1> {
  %fz1204_0 = scf.execute_region -> tensor<4xi1> {
  %fz1205_0 = scf.execute_region -> tensor<4xi1> {
  %fz1206_0 = scf.execute_region -> tensor<4xi1> {
  %fz1207_0 = scf.execute_region -> tensor<4xi1> {
  %fz1208_0 = scf.execute_region -> tensor<4xi1> {
  %fz1209_0 = scf.execute_region -> tensor<4xi1> {
  %fz1210_0 = scf.execute_region -> tensor<4xi1> {
  %fz1211_0 = scf.execute_region -> tensor<4xi1> {
  %fz1212_0 = scf.execute_region -> tensor<4xi1> {
  %fz1213_0 = scf.execute_region -> tensor<4xi1> {
  %fz1214_0 = scf.execute_region -> tensor<4xi1> {
  %fz1215_0 = scf.execute_region -> tensor<4xi1> {
  %fz1216_0 = scf.execute_region -> tensor<4xi1> {
  %fz1217_0 = scf.execute_region -> tensor<4xi1> {
  %fz1218_0 = scf.execute_region -> tensor<4xi1> {
  %fz1219_0 = scf.execute_region -> tensor<4xi1> {
  %fz1220_0 = scf.execute_region -> tensor<4xi1> {
  %fz1221_0 = scf.execute_region -> tensor<4xi1> {
  %fz1222_0 = scf.execute_region -> tensor<4xi1> {
  %fz1223_0 = scf.execute_region -> tensor<4xi1> {
  %fz1224_0 = scf.execute_region -> tensor<4xi1> {
  %fz1225_0 = scf.execute_region -> tensor<4xi1> {
  %fz1226_0 = scf.execute_region -> tensor<4xi1> {
  %fz1227_0 = scf.execute_region -> tensor<4xi1> {
  %fz1228_0 = scf.execute_region -> tensor<4xi1> {
  %fz1229_0 = scf.execute_region -> tensor<4xi1> {
  %fz1230_0 = scf.execute_region -> tensor<4xi1> {
  %fz1231_0 = scf.execute_region -> tensor<4xi1> {
  %fz1232_0 = scf.execute_region -> tensor<4xi1> {
  %fz1233_0 = scf.execute_region -> tensor<4xi1> {
  %fz1234_0 = scf.execute_region -> tensor<4xi1> {
  %fz1235_0 = scf.execute_region -> tensor<4xi1> {
  %fz1236_0 = scf.execute_region -> tensor<4xi1> {
  %fz1237_0 = scf.execute_region -> tensor<4xi1> {
  %fz1238_0 = scf.execute_region -> tensor<4xi1> {
  %fz1239_0 = scf.execute_region -> tensor<4xi1> {
  %fz1240_0 = scf.execute_region -> tensor<4xi1> {
  %fz1241_0 = scf.execute_region -> tensor<4xi1> {
  %fz1242_0 = scf.execute_region -> tensor<4xi1> {
  %fz1243_0 = scf.execute_region -> tensor<4xi1> {
  %fz1244_0 = scf.execute_region -> tensor<4xi1> {
  %fz1245_0 = scf.execute_region -> tensor<4xi1> {
  %fz1246_0 = scf.execute_region -> tensor<4xi1> {
  %fz1247_0 = scf.execute_region -> tensor<4xi1> {
  %fz1248_0 = scf.execute_region -> tensor<4xi1> {
  %fz1249_0 = scf.execute_region -> tensor<4xi1> {
  %fz1250_0 = scf.execute_region -> tensor<4xi1> {
  %fz1251_0 = scf.execute_region -> tensor<4xi1> {
  %fz1252_0 = scf.execute_region -> tensor<4xi1> {
  %fz1253_0 = scf.execute_region -> tensor<4xi1> {
  %fz1254_0 = scf.execute_region -> tensor<4xi1> {
  %fz1255_0 = scf.execute_region -> tensor<4xi1> {
  %fz1256_0 = scf.execute_region -> tensor<4xi1> {
  %fz1257_0 = scf.execute_region -> tensor<4xi1> {
  %fz1258_0 = scf.execute_region -> tensor<4xi1> {
  %fz1259_0 = scf.execute_region -> tensor<4xi1> {
  %fz1260_0 = scf.execute_region -> tensor<4xi1> {
  %fz1261_0 = scf.execute_region -> tensor<4xi1> {
  %fz1262_0 = scf.execute_region -> tensor<4xi1> {
  %fz1263_0 = scf.execute_region -> tensor<4xi1> {
  %fz1264_0 = scf.execute_region -> tensor<4xi1> {
  %fz1265_0 = scf.execute_region -> tensor<4xi1> {
  %fz1266_0 = scf.execute_region -> tensor<4xi1> {
  %fz1267_0 = scf.execute_region -> tensor<4xi1> {
  %fz1268_0 = scf.execute_region -> tensor<4xi1> {
  %fz1269_0 = scf.execute_region -> tensor<4xi1> {
  %fz1270_0 = scf.execute_region -> tensor<4xi1> {
  %fz1271_0 = scf.execute_region -> tensor<4xi1> {
  %fz1272_0 = scf.execute_region -> tensor<4xi1> {
  %fz1273_0 = scf.execute_region -> tensor<4xi1> {
  %fz1274_0 = scf.execute_region -> tensor<4xi1> {
  %fz1275_0 = scf.execute_region -> tensor<4xi1> {
  %fz1276_0 = scf.execute_region -> tensor<4xi1> {
  %fz1277_0 = scf.execute_region -> tensor<4xi1> {
  %fz1278_0 = scf.execute_region -> tensor<4xi1> {
  %fz1279_0 = scf.execute_region -> tensor<4xi1> {
  %fz1280_0 = scf.execute_region -> tensor<4xi1> {
  %fz1281_0 = scf.execute_region -> tensor<4xi1> {
  %fz1282_0 = scf.execute_region -> tensor<4xi1> {
  %fz1283_0 = scf.execute_region -> tensor<4xi1> {
  %fz1284_0 = scf.execute_region -> tensor<4xi1> {
  %fz1285_0 = scf.execute_region -> tensor<4xi1> {
  %fz1286_0 = scf.execute_region -> tensor<4xi1> {
  %fz1287_0 = scf.execute_region -> tensor<4xi1> {
  %fz1288_0 = scf.execute_region -> tensor<4xi1> {
  %fz1289_0 = scf.execute_region -> tensor<4xi1> {
  %fz1290_0 = scf.execute_region -> tensor<4xi1> {
  %fz1291_0 = scf.execute_region -> tensor<4xi1> {
  %fz1292_0 = scf.execute_region -> tensor<4xi1> {
  %fz1293_0 = scf.execute_region -> tensor<4xi1> {
  %fz1294_0 = scf.execute_region -> tensor<4xi1> {
  %fz1295_0 = scf.execute_region -> tensor<4xi1> {
  %fz1296_0 = scf.execute_region -> tensor<4xi1> {
  %fz1297_0 = scf.execute_region -> tensor<4xi1> {
  %fz1298_0 = scf.execute_region -> tensor<4xi1> {
  %fz1299_0 = scf.execute_region -> tensor<4xi1> {
  %fz1300_0 = scf.execute_region -> tensor<4xi1> {
  %fz1301_0 = scf.execute_region -> tensor<4xi1> {
  %fz1302_0 = scf.execute_region -> tensor<4xi1> {
  %fz1303_0 = scf.execute_region -> tensor<4xi1> {
  %fz1304_0 = scf.execute_region -> tensor<4xi1> {
  %fz1305_0 = scf.execute_region -> tensor<4xi1> {
  %fz1306_0 = scf.execute_region -> tensor<4xi1> {
  %fz1307_0 = scf.execute_region -> tensor<4xi1> {
  %fz1308_0 = scf.execute_region -> tensor<4xi1> {
  %fz1309_0 = scf.execute_region -> tensor<4xi1> {
  %fz1310_0 = scf.execute_region -> tensor<4xi1> {
  %fz1311_0 = scf.execute_region -> tensor<4xi1> {
  %fz1312_0 = scf.execute_region -> tensor<4xi1> {
  %fz1313_0 = scf.execute_region -> tensor<4xi1> {
  %fz1314_0 = scf.execute_region -> tensor<4xi1> {
  %fz1315_0 = scf.execute_region -> tensor<4xi1> {
  %fz1316_0 = scf.execute_region -> tensor<4xi1> {
  %fz1317_0 = scf.execute_region -> tensor<4xi1> {
  %fz1318_0 = scf.execute_region -> tensor<4xi1> {
  %fz1319_0 = scf.execute_region -> tensor<4xi1> {
  %fz1320_0 = scf.execute_region -> tensor<4xi1> {
  %fz1321_0 = scf.execute_region -> tensor<4xi1> {
  %fz1322_0 = scf.execute_region -> tensor<4xi1> {
  %fz1323_0 = scf.execute_region -> tensor<4xi1> {
  %fz1324_0 = scf.execute_region -> tensor<4xi1> {
  %fz1325_0 = scf.execute_region -> tensor<4xi1> {
  %fz1326_0 = scf.execute_region -> tensor<4xi1> {
  %fz1327_0 = scf.execute_region -> tensor<4xi1> {
  %fz1328_0 = scf.execute_region -> tensor<4xi1> {
  %fz1329_0 = scf.execute_region -> tensor<4xi1> {
  %fz1330_0 = scf.execute_region -> tensor<4xi1> {
  %fz1331_0 = scf.execute_region -> tensor<4xi1> {
  %fz1332_0 = scf.execute_region -> tensor<4xi1> {
  %fz1333_0 = scf.execute_region -> tensor<4xi1> {
  %fz1334_0 = scf.execute_region -> tensor<4xi1> {
  %fz1335_0 = scf.execute_region -> tensor<4xi1> {
  %fz1336_0 = scf.execute_region -> tensor<4xi1> {
  %fz1337_0 = scf.execute_region -> tensor<4xi1> {
  %fz1338_0 = scf.execute_region -> tensor<4xi1> {
  %fz1339_0 = scf.execute_region -> tensor<4xi1> {
  %fz1340_0 = scf.execute_region -> tensor<4xi1> {
  %fz1341_0 = scf.execute_region -> tensor<4xi1> {
  %fz1342_0 = scf.execute_region -> tensor<4xi1> {
  %fz1343_0 = scf.execute_region -> tensor<4xi1> {
  %fz1344_0 = scf.execute_region -> tensor<4xi1> {
  %fz1345_0 = scf.execute_region -> tensor<4xi1> {
  %fz1346_0 = scf.execute_region -> tensor<4xi1> {
  %fz1347_0 = scf.execute_region -> tensor<4xi1> {
  %fz1348_0 = scf.execute_region -> tensor<4xi1> {
  %fz1349_0 = scf.execute_region -> tensor<4xi1> {
  %fz1350_0 = scf.execute_region -> tensor<4xi1> {
  %fz1351_0 = scf.execute_region -> tensor<4xi1> {
  %fz1352_0 = scf.execute_region -> tensor<4xi1> {
  %fz1353_0 = scf.execute_region -> tensor<4xi1> {
  %fz1354_0 = scf.execute_region -> tensor<4xi1> {
  %fz1355_0 = scf.execute_region -> tensor<4xi1> {
  %fz1356_0 = scf.execute_region -> tensor<4xi1> {
  %fz1357_0 = scf.execute_region -> tensor<4xi1> {
  %fz1358_0 = scf.execute_region -> tensor<4xi1> {
  %fz1359_0 = scf.execute_region -> tensor<4xi1> {
  %fz1360_0 = scf.execute_region -> tensor<4xi1> {
  %fz1361_0 = scf.execute_region -> tensor<4xi1> {
  %fz1362_0 = scf.execute_region -> tensor<4xi1> {
  %fz1363_0 = scf.execute_region -> tensor<4xi1> {
  %fz1364_0 = scf.execute_region -> tensor<4xi1> {
  %fz1365_0 = scf.execute_region -> tensor<4xi1> {
  %fz1366_0 = scf.execute_region -> tensor<4xi1> {
  %fz1367_0 = scf.execute_region -> tensor<4xi1> {
  %fz1368_0 = scf.execute_region -> tensor<4xi1> {
  %fz1369_0 = scf.execute_region -> tensor<4xi1> {
  %fz1370_0 = scf.execute_region -> tensor<4xi1> {
  %fz1371_0 = scf.execute_region -> tensor<4xi1> {
  %fz1372_0 = scf.execute_region -> tensor<4xi1> {
  %fz1373_0 = scf.execute_region -> tensor<4xi1> {
  %fz1374_0 = scf.execute_region -> tensor<4xi1> {
  %fz1375_0 = scf.execute_region -> tensor<4xi1> {
  %fz1376_0 = scf.execute_region -> tensor<4xi1> {
  %fz1377_0 = scf.execute_region -> tensor<4xi1> {
  %fz1378_0 = scf.execute_region -> tensor<4xi1> {
  %fz1379_0 = scf.execute_region -> tensor<4xi1> {
  %fz1380_0 = scf.execute_region -> tensor<4xi1> {
  %fz1381_0 = scf.execute_region -> tensor<4xi1> {
  %fz1382_0 = scf.execute_region -> tensor<4xi1> {
  %fz1383_0 = scf.execute_region -> tensor<4xi1> {
  %fz1384_0 = scf.execute_region -> tensor<4xi1> {
  %fz1385_0 = scf.execute_region -> tensor<4xi1> {
  %fz1386_0 = scf.execute_region -> tensor<4xi1> {
  %fz1387_0 = scf.execute_region -> tensor<4xi1> {
  %fz1388_0 = scf.execute_region -> tensor<4xi1> {
  %fz1389_0 = scf.execute_region -> tensor<4xi1> {
  %fz1390_0 = scf.execute_region -> tensor<4xi1> {
  %fz1391_0 = scf.execute_region -> tensor<4xi1> {
  %fz1392_0 = scf.execute_region -> tensor<4xi1> {
  %fz1393_0 = scf.execute_region -> tensor<4xi1> {
  %fz1394_0 = scf.execute_region -> tensor<4xi1> {
  %fz1395_0 = scf.execute_region -> tensor<4xi1> {
  %fz1396_0 = scf.execute_region -> tensor<4xi1> {
  %fz1397_0 = scf.execute_region -> tensor<4xi1> {
  %fz1398_0 = scf.execute_region -> tensor<4xi1> {
  %fz1399_0 = scf.execute_region -> tensor<4xi1> {
  %fz1400_0 = scf.execute_region -> tensor<4xi1> {
  %fz1401_0 = scf.execute_region -> tensor<4xi1> {
  %fz1402_0 = scf.execute_region -> tensor<4xi1> {
  %fz1403_0 = scf.execute_region -> tensor<4xi1> {
  %fz1404_0 = scf.execute_region -> tensor<4xi1> {
  %fz1405_0 = scf.execute_region -> tensor<4xi1> {
  %fz1406_0 = scf.execute_region -> tensor<4xi1> {
  %fz1407_0 = scf.execute_region -> tensor<4xi1> {
  %fz1408_0 = scf.execute_region -> tensor<4xi1> {
  %fz1409_0 = scf.execute_region -> tensor<4xi1> {
  %fz1410_0 = scf.execute_region -> tensor<4xi1> {
  %fz1411_0 = scf.execute_region -> tensor<4xi1> {
  %fz1412_0 = scf.execute_region -> tensor<4xi1> {
  %fz1413_0 = scf.execute_region -> tensor<4xi1> {
  %fz1414_0 = scf.execute_region -> tensor<4xi1> {
  %fz1415_0 = scf.execute_region -> tensor<4xi1> {
  %fz1416_0 = scf.execute_region -> tensor<4xi1> {
  %fz1417_0 = scf.execute_region -> tensor<4xi1> {
  %fz1418_0 = scf.execute_region -> tensor<4xi1> {
  %fz1419_0 = scf.execute_region -> tensor<4xi1> {
  %fz1420_0 = scf.execute_region -> tensor<4xi1> {
  %fz1421_0 = scf.execute_region -> tensor<4xi1> {
  %fz1422_0 = scf.execute_region -> tensor<4xi1> {
  %fz1423_0 = scf.execute_region -> tensor<4xi1> {
  %fz1424_0 = scf.execute_region -> tensor<4xi1> {
  %fz1425_0 = scf.execute_region -> tensor<4xi1> {
  %fz1426_0 = scf.execute_region -> tensor<4xi1> {
  %fz1427_0 = scf.execute_region -> tensor<4xi1> {
  %fz1428_0 = scf.execute_region -> tensor<4xi1> {
  %fz1429_0 = scf.execute_region -> tensor<4xi1> {
  %fz1430_0 = scf.execute_region -> tensor<4xi1> {
  %fz1431_0 = scf.execute_region -> tensor<4xi1> {
  %fz1432_0 = scf.execute_region -> tensor<4xi1> {
  %fz1433_0 = scf.execute_region -> tensor<4xi1> {
  %fz1434_0 = scf.execute_region -> tensor<4xi1> {
  %fz1435_0 = scf.execute_region -> tensor<4xi1> {
  %fz1436_0 = scf.execute_region -> tensor<4xi1> {
  %fz1437_0 = scf.execute_region -> tensor<4xi1> {
  %fz1438_0 = scf.execute_region -> tensor<4xi1> {
  %fz1439_0 = scf.execute_region -> tensor<4xi1> {
  %fz1440_0 = scf.execute_region -> tensor<4xi1> {
  %fz1441_0 = scf.execute_region -> tensor<4xi1> {
  %fz1442_0 = scf.execute_region -> tensor<4xi1> {
  %fz1443_0 = scf.execute_region -> tensor<4xi1> {
  %fz1444_0 = scf.execute_region -> tensor<4xi1> {
  %fz1445_0 = scf.execute_region -> tensor<4xi1> {
  %fz1446_0 = scf.execute_region -> tensor<4xi1> {
  %fz1447_0 = scf.execute_region -> tensor<4xi1> {
  %fz1448_0 = scf.execute_region -> tensor<4xi1> {
  %fz1449_0 = scf.execute_region -> tensor<4xi1> {
  %fz1450_0 = scf.execute_region -> tensor<4xi1> {
  %fz1451_0 = scf.execute_region -> tensor<4xi1> {
  %fz1452_0 = scf.execute_region -> tensor<4xi1> {
  %fz1453_0 = scf.execute_region -> tensor<4xi1> {
  %fz1454_0 = scf.execute_region -> tensor<4xi1> {
  %fz1455_0 = scf.execute_region -> tensor<4xi1> {
  %fz1456_0 = scf.execute_region -> tensor<4xi1> {
  %fz1457_0 = scf.execute_region -> tensor<4xi1> {
  %fz1458_0 = scf.execute_region -> tensor<4xi1> {
  %fz1459_0 = scf.execute_region -> tensor<4xi1> {
  %fz1460_0 = scf.execute_region -> tensor<4xi1> {
  %fz1461_0 = scf.execute_region -> tensor<4xi1> {
  %fz1462_0 = scf.execute_region -> tensor<4xi1> {
  %fz1463_0 = scf.execute_region -> tensor<4xi1> {
  %fz1464_0 = scf.execute_region -> tensor<4xi1> {
  %fz1465_0 = scf.execute_region -> tensor<4xi1> {
  %fz1466_0 = scf.execute_region -> tensor<4xi1> {
  %fz1467_0 = scf.execute_region -> tensor<4xi1> {
  %fz1468_0 = scf.execute_region -> tensor<4xi1> {
  %fz1469_0 = scf.execute_region -> tensor<4xi1> {
  %fz1470_0 = scf.execute_region -> tensor<4xi1> {
  %fz1471_0 = scf.execute_region -> tensor<4xi1> {
  %fz1472_0 = scf.execute_region -> tensor<4xi1> {
  %fz1473_0 = scf.execute_region -> tensor<4xi1> {
  %fz1474_0 = scf.execute_region -> tensor<4xi1> {
  %fz1475_0 = scf.execute_region -> tensor<4xi1> {
  %fz1476_0 = scf.execute_region -> tensor<4xi1> {
  %fz1477_0 = scf.execute_region -> tensor<4xi1> {
  %fz1478_0 = scf.execute_region -> tensor<4xi1> {
  %fz1479_0 = scf.execute_region -> tensor<4xi1> {
  %fz1480_0 = scf.execute_region -> tensor<4xi1> {
  %fz1481_0 = scf.execute_region -> tensor<4xi1> {
  %fz1482_0 = scf.execute_region -> tensor<4xi1> {
  %fz1483_0 = scf.execute_region -> tensor<4xi1> {
  %fz1484_0 = scf.execute_region -> tensor<4xi1> {
  %fz1485_0 = scf.execute_region -> tensor<4xi1> {
  %fz1486_0 = scf.execute_region -> tensor<4xi1> {
  %fz1487_0 = scf.execute_region -> tensor<4xi1> {
  %fz1488_0 = scf.execute_region -> tensor<4xi1> {
  %fz1489_0 = scf.execute_region -> tensor<4xi1> {
  %fz1490_0 = scf.execute_region -> tensor<4xi1> {
  %fz1491_0 = scf.execute_region -> tensor<4xi1> {
  %fz1492_0 = scf.execute_region -> tensor<4xi1> {
  %fz1493_0 = scf.execute_region -> tensor<4xi1> {
  %fz1494_0 = scf.execute_region -> tensor<4xi1> {
  %fz1495_0 = scf.execute_region -> tensor<4xi1> {
  %fz1496_0 = scf.execute_region -> tensor<4xi1> {
  %fz1497_0 = scf.execute_region -> tensor<4xi1> {
  %fz1498_0 = scf.execute_region -> tensor<4xi1> {
  %fz1499_0 = scf.execute_region -> tensor<4xi1> {
  %fz1500_0 = scf.execute_region -> tensor<4xi1> {
  %fz1501_0 = scf.execute_region -> tensor<4xi1> {
  %fz1502_0 = scf.execute_region -> tensor<4xi1> {
  %fz1503_0 = scf.execute_region -> tensor<4xi1> {
  %fz1504_0 = scf.execute_region -> tensor<4xi1> {
  %fz1505_0 = scf.execute_region -> tensor<4xi1> {
  %fz1506_0 = scf.execute_region -> tensor<4xi1> {
  %fz1507_0 = scf.execute_region -> tensor<4xi1> {
  %fz1508_0 = scf.execute_region -> tensor<4xi1> {
  %fz1509_0 = scf.execute_region -> tensor<4xi1> {
  %fz1510_0 = scf.execute_region -> tensor<4xi1> {
  %fz1511_0 = scf.execute_region -> tensor<4xi1> {
  %fz1512_0 = scf.execute_region -> tensor<4xi1> {
  %fz1513_0 = scf.execute_region -> tensor<4xi1> {
  %fz1514_0 = scf.execute_region -> tensor<4xi1> {
  %fz1515_0 = scf.execute_region -> tensor<4xi1> {
  %fz1516_0 = scf.execute_region -> tensor<4xi1> {
  %fz1517_0 = scf.execute_region -> tensor<4xi1> {
  %fz1518_0 = scf.execute_region -> tensor<4xi1> {
  %fz1519_0 = scf.execute_region -> tensor<4xi1> {
  %fz1520_0 = scf.execute_region -> tensor<4xi1> {
  %fz1521_0 = scf.execute_region -> tensor<4xi1> {
  %fz1522_0 = scf.execute_region -> tensor<4xi1> {
  %fz1523_0 = scf.execute_region -> tensor<4xi1> {
  %fz1524_0 = scf.execute_region -> tensor<4xi1> {
  %fz1525_0 = scf.execute_region -> tensor<4xi1> {
  %fz1526_0 = scf.execute_region -> tensor<4xi1> {
  %fz1527_0 = scf.execute_region -> tensor<4xi1> {
  %fz1528_0 = scf.execute_region -> tensor<4xi1> {
  %fz1529_0 = scf.execute_region -> tensor<4xi1> {
  %fz1530_0 = scf.execute_region -> tensor<4xi1> {
  %fz1531_0 = scf.execute_region -> tensor<4xi1> {
  %fz1532_0 = scf.execute_region -> tensor<4xi1> {
  %fz1533_0 = scf.execute_region -> tensor<4xi1> {
  %fz1534_0 = scf.execute_region -> tensor<4xi1> {
  %fz1535_0 = scf.execute_region -> tensor<4xi1> {
  %fz1536_0 = scf.execute_region -> tensor<4xi1> {
  %fz1537_0 = scf.execute_region -> tensor<4xi1> {
  %fz1538_0 = scf.execute_region -> tensor<4xi1> {
  %fz1539_0 = scf.execute_region -> tensor<4xi1> {
  %fz1540_0 = scf.execute_region -> tensor<4xi1> {
  %fz1541_0 = scf.execute_region -> tensor<4xi1> {
  %fz1542_0 = scf.execute_region -> tensor<4xi1> {
  %fz1543_0 = scf.execute_region -> tensor<4xi1> {
  %fz1544_0 = scf.execute_region -> tensor<4xi1> {
  %fz1545_0 = scf.execute_region -> tensor<4xi1> {
  %fz1546_0 = scf.execute_region -> tensor<4xi1> {
  %fz1547_0 = scf.execute_region -> tensor<4xi1> {
  %fz1548_0 = scf.execute_region -> tensor<4xi1> {
  %fz1549_0 = scf.execute_region -> tensor<4xi1> {
  %fz1550_0 = scf.execute_region -> tensor<4xi1> {
  %fz1551_0 = scf.execute_region -> tensor<4xi1> {
  %fz1552_0 = scf.execute_region -> tensor<4xi1> {
  %fz1553_0 = scf.execute_region -> tensor<4xi1> {
  %fz1554_0 = scf.execute_region -> tensor<4xi1> {
  %fz1555_0 = scf.execute_region -> tensor<4xi1> {
  %fz1556_0 = scf.execute_region -> tensor<4xi1> {
  %fz1557_0 = scf.execute_region -> tensor<4xi1> {
  %fz1558_0 = scf.execute_region -> tensor<4xi1> {
  %fz1559_0 = scf.execute_region -> tensor<4xi1> {
  %fz1560_0 = scf.execute_region -> tensor<4xi1> {
  %fz1561_0 = scf.execute_region -> tensor<4xi1> {
  %fz1562_0 = scf.execute_region -> tensor<4xi1> {
  %fz1563_0 = scf.execute_region -> tensor<4xi1> {
  %fz1564_0 = scf.execute_region -> tensor<4xi1> {
  %fz1565_0 = scf.execute_region -> tensor<4xi1> {
  %fz1566_0 = scf.execute_region -> tensor<4xi1> {
  %fz1567_0 = scf.execute_region -> tensor<4xi1> {
  %fz1568_0 = scf.execute_region -> tensor<4xi1> {
  %fz1569_0 = scf.execute_region -> tensor<4xi1> {
  %fz1570_0 = scf.execute_region -> tensor<4xi1> {
  %fz1571_0 = scf.execute_region -> tensor<4xi1> {
  %fz1572_0 = scf.execute_region -> tensor<4xi1> {
  %fz1573_0 = scf.execute_region -> tensor<4xi1> {
  %fz1574_0 = scf.execute_region -> tensor<4xi1> {
  %fz1575_0 = scf.execute_region -> tensor<4xi1> {
  %fz1576_0 = scf.execute_region -> tensor<4xi1> {
  %fz1577_0 = scf.execute_region -> tensor<4xi1> {
  %fz1578_0 = scf.execute_region -> tensor<4xi1> {
  %fz1579_0 = scf.execute_region -> tensor<4xi1> {
  %fz1580_0 = scf.execute_region -> tensor<4xi1> {
  %fz1581_0 = scf.execute_region -> tensor<4xi1> {
  %fz1582_0 = scf.execute_region -> tensor<4xi1> {
  %fz1583_0 = scf.execute_region -> tensor<4xi1> {
  %fz1584_0 = scf.execute_region -> tensor<4xi1> {
  %fz1585_0 = scf.execute_region -> tensor<4xi1> {
  %fz1586_0 = scf.execute_region -> tensor<4xi1> {
  %fz1587_0 = scf.execute_region -> tensor<4xi1> {
  %fz1588_0 = scf.execute_region -> tensor<4xi1> {
  %fz1589_0 = scf.execute_region -> tensor<4xi1> {
  %fz1590_0 = scf.execute_region -> tensor<4xi1> {
  %fz1591_0 = scf.execute_region -> tensor<4xi1> {
  %fz1592_0 = scf.execute_region -> tensor<4xi1> {
  %fz1593_0 = scf.execute_region -> tensor<4xi1> {
  %fz1594_0 = scf.execute_region -> tensor<4xi1> {
  %fz1595_0 = scf.execute_region -> tensor<4xi1> {
  %fz1596_0 = scf.execute_region -> tensor<4xi1> {
  %fz1597_0 = scf.execute_region -> tensor<4xi1> {
  %fz1598_0 = scf.execute_region -> tensor<4xi1> {
  %fz1599_0 = scf.execute_region -> tensor<4xi1> {
  %fz1600_0 = scf.execute_region -> tensor<4xi1> {
  %fz1601_0 = scf.execute_region -> tensor<4xi1> {
  %fz1602_0 = scf.execute_region -> tensor<4xi1> {
  %fz1603_0 = scf.execute_region -> tensor<4xi1> {
  %fz1604_0 = scf.execute_region -> tensor<4xi1> {
  %fz1605_0 = scf.execute_region -> tensor<4xi1> {
  %fz1606_0 = scf.execute_region -> tensor<4xi1> {
  %fz1607_0 = scf.execute_region -> tensor<4xi1> {
  %fz1608_0 = scf.execute_region -> tensor<4xi1> {
  %fz1609_0 = scf.execute_region -> tensor<4xi1> {
  %fz1610_0 = scf.execute_region -> tensor<4xi1> {
  %fz1611_0 = scf.execute_region -> tensor<4xi1> {
  %fz1612_0 = scf.execute_region -> tensor<4xi1> {
  %fz1613_0 = scf.execute_region -> tensor<4xi1> {
  %fz1614_0 = scf.execute_region -> tensor<4xi1> {
  %fz1615_0 = scf.execute_region -> tensor<4xi1> {
  %fz1616_0 = scf.execute_region -> tensor<4xi1> {
  %fz1617_0 = scf.execute_region -> tensor<4xi1> {
  %fz1618_0 = scf.execute_region -> tensor<4xi1> {
  %fz1619_0 = scf.execute_region -> tensor<4xi1> {
  %fz1620_0 = scf.execute_region -> tensor<4xi1> {
  %fz1621_0 = scf.execute_region -> tensor<4xi1> {
  %fz1622_0 = scf.execute_region -> tensor<4xi1> {
  %fz1623_0 = scf.execute_region -> tensor<4xi1> {
  %fz1624_0 = scf.execute_region -> tensor<4xi1> {
  %fz1625_0 = scf.execute_region -> tensor<4xi1> {
  %fz1626_0 = scf.execute_region -> tensor<4xi1> {
  %fz1627_0 = scf.execute_region -> tensor<4xi1> {
  %fz1628_0 = scf.execute_region -> tensor<4xi1> {
  %fz1629_0 = scf.execute_region -> tensor<4xi1> {
  %fz1630_0 = scf.execute_region -> tensor<4xi1> {
  %fz1631_0 = scf.execute_region -> tensor<4xi1> {
  %fz1632_0 = scf.execute_region -> tensor<4xi1> {
  %fz1633_0 = scf.execute_region -> tensor<4xi1> {
  %fz1634_0 = scf.execute_region -> tensor<4xi1> {
  %fz1635_0 = scf.execute_region -> tensor<4xi1> {
  %fz1636_0 = scf.execute_region -> tensor<4xi1> {
  %fz1637_0 = scf.execute_region -> tensor<4xi1> {
  %fz1638_0 = scf.execute_region -> tensor<4xi1> {
  %fz1639_0 = scf.execute_region -> tensor<4xi1> {
  %fz1640_0 = scf.execute_region -> tensor<4xi1> {
  %fz1641_0 = scf.execute_region -> tensor<4xi1> {
  %fz1642_0 = scf.execute_region -> tensor<4xi1> {
  %fz1643_0 = scf.execute_region -> tensor<4xi1> {
  %fz1644_0 = scf.execute_region -> tensor<4xi1> {
  %fz1645_0 = scf.execute_region -> tensor<4xi1> {
  %fz1646_0 = scf.execute_region -> tensor<4xi1> {
  %fz1647_0 = scf.execute_region -> tensor<4xi1> {
  %fz1648_0 = scf.execute_region -> tensor<4xi1> {
  %fz1649_0 = scf.execute_region -> tensor<4xi1> {
  %fz1650_0 = scf.execute_region -> tensor<4xi1> {
  %fz1651_0 = scf.execute_region -> tensor<4xi1> {
  %fz1652_0 = scf.execute_region -> tensor<4xi1> {
  %fz1653_0 = scf.execute_region -> tensor<4xi1> {
  %fz1654_0 = scf.execute_region -> tensor<4xi1> {
  %fz1655_0 = scf.execute_region -> tensor<4xi1> {
  %fz1656_0 = scf.execute_region -> tensor<4xi1> {
  %fz1657_0 = scf.execute_region -> tensor<4xi1> {
  %fz1658_0 = scf.execute_region -> tensor<4xi1> {
  %fz1659_0 = scf.execute_region -> tensor<4xi1> {
  %fz1660_0 = scf.execute_region -> tensor<4xi1> {
  %fz1661_0 = scf.execute_region -> tensor<4xi1> {
  %fz1662_0 = scf.execute_region -> tensor<4xi1> {
  %fz1663_0 = scf.execute_region -> tensor<4xi1> {
  %fz1664_0 = scf.execute_region -> tensor<4xi1> {
  %fz1665_0 = scf.execute_region -> tensor<4xi1> {
  %fz1666_0 = scf.execute_region -> tensor<4xi1> {
  %fz1667_0 = scf.execute_region -> tensor<4xi1> {
  %fz1668_0 = scf.execute_region -> tensor<4xi1> {
  %fz1669_0 = scf.execute_region -> tensor<4xi1> {
  %fz1670_0 = scf.execute_region -> tensor<4xi1> {
  %fz1671_0 = scf.execute_region -> tensor<4xi1> {
  %fz1672_0 = scf.execute_region -> tensor<4xi1> {
  %fz1673_0 = scf.execute_region -> tensor<4xi1> {
  %fz1674_0 = scf.execute_region -> tensor<4xi1> {
  %fz1675_0 = scf.execute_region -> tensor<4xi1> {
  %fz1676_0 = scf.execute_region -> tensor<4xi1> {
  %fz1677_0 = scf.execute_region -> tensor<4xi1> {
  %fz1678_0 = scf.execute_region -> tensor<4xi1> {
  %fz1679_0 = scf.execute_region -> tensor<4xi1> {
  %fz1680_0 = scf.execute_region -> tensor<4xi1> {
  %fz1681_0 = scf.execute_region -> tensor<4xi1> {
  %fz1682_0 = scf.execute_region -> tensor<4xi1> {
  %fz1683_0 = scf.execute_region -> tensor<4xi1> {
  %fz1684_0 = scf.execute_region -> tensor<4xi1> {
  %fz1685_0 = scf.execute_region -> tensor<4xi1> {
  %fz1686_0 = scf.execute_region -> tensor<4xi1> {
  %fz1687_0 = scf.execute_region -> tensor<4xi1> {
  %fz1688_0 = scf.execute_region -> tensor<4xi1> {
  %fz1689_0 = scf.execute_region -> tensor<4xi1> {
  %fz1690_0 = scf.execute_region -> tensor<4xi1> {
  %fz1691_0 = scf.execute_region -> tensor<4xi1> {
  %fz1692_0 = scf.execute_region -> tensor<4xi1> {
  %fz1693_0 = scf.execute_region -> tensor<4xi1> {
  %fz1694_0 = scf.execute_region -> tensor<4xi1> {
  %fz1695_0 = scf.execute_region -> tensor<4xi1> {
  %fz1696_0 = scf.execute_region -> tensor<4xi1> {
  %fz1697_0 = scf.execute_region -> tensor<4xi1> {
  %fz1698_0 = scf.execute_region -> tensor<4xi1> {
  %fz1699_0 = scf.execute_region -> tensor<4xi1> {
  %fz1700_0 = scf.execute_region -> tensor<4xi1> {
  %fz1701_0 = scf.execute_region -> tensor<4xi1> {
  %fz1702_0 = scf.execute_region -> tensor<4xi1> {
  %fz1703_0 = scf.execute_region -> tensor<4xi1> {
  %fz1704_0 = scf.execute_region -> tensor<4xi1> {
  %fz1705_0 = scf.execute_region -> tensor<4xi1> {
  %fz1706_0 = scf.execute_region -> tensor<4xi1> {
  %fz1707_0 = scf.execute_region -> tensor<4xi1> {
  %fz1708_0 = scf.execute_region -> tensor<4xi1> {
  %fz1709_0 = scf.execute_region -> tensor<4xi1> {
  %fz1710_0 = scf.execute_region -> tensor<4xi1> {
  %fz1711_0 = scf.execute_region -> tensor<4xi1> {
  %fz1712_0 = scf.execute_region -> tensor<4xi1> {
  %fz1713_0 = scf.execute_region -> tensor<4xi1> {
  %fz1714_0 = scf.execute_region -> tensor<4xi1> {
  %fz1715_0 = scf.execute_region -> tensor<4xi1> {
  %fz1716_0 = scf.execute_region -> tensor<4xi1> {
  %fz1717_0 = scf.execute_region -> tensor<4xi1> {
  %fz1718_0 = scf.execute_region -> tensor<4xi1> {
  %fz1719_0 = scf.execute_region -> tensor<4xi1> {
  %fz1720_0 = scf.execute_region -> tensor<4xi1> {
  %fz1721_0 = scf.execute_region -> tensor<4xi1> {
  %fz1722_0 = scf.execute_region -> tensor<4xi1> {
  %fz1723_0 = scf.execute_region -> tensor<4xi1> {
  %fz1724_0 = scf.execute_region -> tensor<4xi1> {
  %fz1725_0 = scf.execute_region -> tensor<4xi1> {
  %fz1726_0 = scf.execute_region -> tensor<4xi1> {
  %fz1727_0 = scf.execute_region -> tensor<4xi1> {
  %fz1728_0 = scf.execute_region -> tensor<4xi1> {
  %fz1729_0 = scf.execute_region -> tensor<4xi1> {
  %fz1730_0 = scf.execute_region -> tensor<4xi1> {
  %fz1731_0 = scf.execute_region -> tensor<4xi1> {
  %fz1732_0 = scf.execute_region -> tensor<4xi1> {
  %fz1733_0 = scf.execute_region -> tensor<4xi1> {
  %fz1734_0 = scf.execute_region -> tensor<4xi1> {
  %fz1735_0 = scf.execute_region -> tensor<4xi1> {
  %fz1736_0 = scf.execute_region -> tensor<4xi1> {
  %fz1737_0 = scf.execute_region -> tensor<4xi1> {
  %fz1738_0 = scf.execute_region -> tensor<4xi1> {
  %fz1739_0 = scf.execute_region -> tensor<4xi1> {
  %fz1740_0 = scf.execute_region -> tensor<4xi1> {
  %fz1741_0 = scf.execute_region -> tensor<4xi1> {
  %fz1742_0 = scf.execute_region -> tensor<4xi1> {
  %fz1743_0 = scf.execute_region -> tensor<4xi1> {
  %fz1744_0 = scf.execute_region -> tensor<4xi1> {
  %fz1745_0 = scf.execute_region -> tensor<4xi1> {
  %fz1746_0 = scf.execute_region -> tensor<4xi1> {
  %fz1747_0 = scf.execute_region -> tensor<4xi1> {
  %fz1748_0 = scf.execute_region -> tensor<4xi1> {
  %fz1749_0 = scf.execute_region -> tensor<4xi1> {
  %fz1750_0 = scf.execute_region -> tensor<4xi1> {
  %fz1751_0 = scf.execute_region -> tensor<4xi1> {
  %fz1752_0 = scf.execute_region -> tensor<4xi1> {
  %fz1753_0 = scf.execute_region -> tensor<4xi1> {
  %fz1754_0 = scf.execute_region -> tensor<4xi1> {
  %fz1755_0 = scf.execute_region -> tensor<4xi1> {
  %fz1756_0 = scf.execute_region -> tensor<4xi1> {
  %fz1757_0 = scf.execute_region -> tensor<4xi1> {
  %fz1758_0 = scf.execute_region -> tensor<4xi1> {
  %fz1759_0 = scf.execute_region -> tensor<4xi1> {
  %fz1760_0 = scf.execute_region -> tensor<4xi1> {
  %fz1761_0 = scf.execute_region -> tensor<4xi1> {
  %fz1762_0 = scf.execute_region -> tensor<4xi1> {
  %fz1763_0 = scf.execute_region -> tensor<4xi1> {
  %fz1764_0 = scf.execute_region -> tensor<4xi1> {
  %fz1765_0 = scf.execute_region -> tensor<4xi1> {
  %fz1766_0 = scf.execute_region -> tensor<4xi1> {
  %fz1767_0 = scf.execute_region -> tensor<4xi1> {
  %fz1768_0 = scf.execute_region -> tensor<4xi1> {
  %fz1769_0 = scf.execute_region -> tensor<4xi1> {
  %fz1770_0 = scf.execute_region -> tensor<4xi1> {
  %fz1771_0 = scf.execute_region -> tensor<4xi1> {
  %fz1772_0 = scf.execute_region -> tensor<4xi1> {
  %fz1773_0 = scf.execute_region -> tensor<4xi1> {
  %fz1774_0 = scf.execute_region -> tensor<4xi1> {
  %fz1775_0 = scf.execute_region -> tensor<4xi1> {
  %fz1776_0 = scf.execute_region -> tensor<4xi1> {
  %fz1777_0 = scf.execute_region -> tensor<4xi1> {
  %fz1778_0 = scf.execute_region -> tensor<4xi1> {
  %fz1779_0 = scf.execute_region -> tensor<4xi1> {
  %fz1780_0 = scf.execute_region -> tensor<4xi1> {
  %fz1781_0 = scf.execute_region -> tensor<4xi1> {
  %fz1782_0 = scf.execute_region -> tensor<4xi1> {
  %fz1783_0 = scf.execute_region -> tensor<4xi1> {
  %fz1784_0 = scf.execute_region -> tensor<4xi1> {
  %fz1785_0 = scf.execute_region -> tensor<4xi1> {
  %fz1786_0 = scf.execute_region -> tensor<4xi1> {
  %fz1787_0 = scf.execute_region -> tensor<4xi1> {
  %fz1788_0 = scf.execute_region -> tensor<4xi1> {
  %fz1789_0 = scf.execute_region -> tensor<4xi1> {
  %fz1790_0 = scf.execute_region -> tensor<4xi1> {
  %fz1791_0 = scf.execute_region -> tensor<4xi1> {
  %fz1792_0 = scf.execute_region -> tensor<4xi1> {
  %fz1793_0 = scf.execute_region -> tensor<4xi1> {
  %fz1794_0 = scf.execute_region -> tensor<4xi1> {
  %fz1795_0 = scf.execute_region -> tensor<4xi1> {
  %fz1796_0 = scf.execute_region -> tensor<4xi1> {
  %fz1797_0 = scf.execute_region -> tensor<4xi1> {
  %fz1798_0 = scf.execute_region -> tensor<4xi1> {
  %fz1799_0 = scf.execute_region -> tensor<4xi1> {
  %fz1800_0 = scf.execute_region -> tensor<4xi1> {
  %fz1801_0 = scf.execute_region -> tensor<4xi1> {
  %fz1802_0 = scf.execute_region -> tensor<4xi1> {
  %fz1803_0 = scf.execute_region -> tensor<4xi1> {
  %fz1804_0 = scf.execute_region -> tensor<4xi1> {
  %fz1805_0 = scf.execute_region -> tensor<4xi1> {
  %fz1806_0 = scf.execute_region -> tensor<4xi1> {
  %fz1807_0 = scf.execute_region -> tensor<4xi1> {
  %fz1808_0 = scf.execute_region -> tensor<4xi1> {
  %fz1809_0 = scf.execute_region -> tensor<4xi1> {
  %fz1810_0 = scf.execute_region -> tensor<4xi1> {
  %fz1811_0 = scf.execute_region -> tensor<4xi1> {
  %fz1812_0 = scf.execute_region -> tensor<4xi1> {
  %fz1813_0 = scf.execute_region -> tensor<4xi1> {
  %fz1814_0 = scf.execute_region -> tensor<4xi1> {
  %fz1815_0 = scf.execute_region -> tensor<4xi1> {
  %fz1816_0 = scf.execute_region -> tensor<4xi1> {
  %fz1817_0 = scf.execute_region -> tensor<4xi1> {
  %fz1818_0 = scf.execute_region -> tensor<4xi1> {
  %fz1819_0 = scf.execute_region -> tensor<4xi1> {
  %fz1820_0 = scf.execute_region -> tensor<4xi1> {
  %fz1821_0 = scf.execute_region -> tensor<4xi1> {
  %fz1822_0 = scf.execute_region -> tensor<4xi1> {
  %fz1823_0 = scf.execute_region -> tensor<4xi1> {
  %fz1824_0 = scf.execute_region -> tensor<4xi1> {
  %fz1825_0 = scf.execute_region -> tensor<4xi1> {
  %fz1826_0 = scf.execute_region -> tensor<4xi1> {
  %fz1827_0 = scf.execute_region -> tensor<4xi1> {
  %fz1828_0 = scf.execute_region -> tensor<4xi1> {
  %fz1829_0 = scf.execute_region -> tensor<4xi1> {
  %fz1830_0 = scf.execute_region -> tensor<4xi1> {
  %fz1831_0 = scf.execute_region -> tensor<4xi1> {
  %fz1832_0 = scf.execute_region -> tensor<4xi1> {
  %fz1833_0 = scf.execute_region -> tensor<4xi1> {
  %fz1834_0 = scf.execute_region -> tensor<4xi1> {
  %fz1835_0 = scf.execute_region -> tensor<4xi1> {
  %fz1836_0 = scf.execute_region -> tensor<4xi1> {
  %fz1837_0 = scf.execute_region -> tensor<4xi1> {
  %fz1838_0 = scf.execute_region -> tensor<4xi1> {
  %fz1839_0 = scf.execute_region -> tensor<4xi1> {
  %fz1840_0 = scf.execute_region -> tensor<4xi1> {
  %fz1841_0 = scf.execute_region -> tensor<4xi1> {
  %fz1842_0 = scf.execute_region -> tensor<4xi1> {
  %fz1843_0 = scf.execute_region -> tensor<4xi1> {
  %fz1844_0 = scf.execute_region -> tensor<4xi1> {
  %fz1845_0 = scf.execute_region -> tensor<4xi1> {
  %fz1846_0 = scf.execute_region -> tensor<4xi1> {
  %fz1847_0 = scf.execute_region -> tensor<4xi1> {
  %fz1848_0 = scf.execute_region -> tensor<4xi1> {
  %fz1849_0 = scf.execute_region -> tensor<4xi1> {
  %fz1850_0 = scf.execute_region -> tensor<4xi1> {
  %fz1851_0 = scf.execute_region -> tensor<4xi1> {
  %fz1852_0 = scf.execute_region -> tensor<4xi1> {
  %fz1853_0 = scf.execute_region -> tensor<4xi1> {
  %fz1854_0 = scf.execute_region -> tensor<4xi1> {
  %fz1855_0 = scf.execute_region -> tensor<4xi1> {
  %fz1856_0 = scf.execute_region -> tensor<4xi1> {
  %fz1857_0 = scf.execute_region -> tensor<4xi1> {
  %fz1858_0 = scf.execute_region -> tensor<4xi1> {
  %fz1859_0 = scf.execute_region -> tensor<4xi1> {
  %fz1860_0 = scf.execute_region -> tensor<4xi1> {
  %fz1861_0 = scf.execute_region -> tensor<4xi1> {
  %fz1862_0 = scf.execute_region -> tensor<4xi1> {
  %fz1863_0 = scf.execute_region -> tensor<4xi1> {
  %fz1864_0 = scf.execute_region -> tensor<4xi1> {
  %fz1865_0 = scf.execute_region -> tensor<4xi1> {
  %fz1866_0 = scf.execute_region -> tensor<4xi1> {
  %fz1867_0 = scf.execute_region -> tensor<4xi1> {
  %fz1868_0 = scf.execute_region -> tensor<4xi1> {
  %fz1869_0 = scf.execute_region -> tensor<4xi1> {
  %fz1870_0 = scf.execute_region -> tensor<4xi1> {
  %fz1871_0 = scf.execute_region -> tensor<4xi1> {
  %fz1872_0 = scf.execute_region -> tensor<4xi1> {
  %fz1873_0 = scf.execute_region -> tensor<4xi1> {
  %fz1874_0 = scf.execute_region -> tensor<4xi1> {
  %fz1875_0 = scf.execute_region -> tensor<4xi1> {
  %fz1876_0 = scf.execute_region -> tensor<4xi1> {
  %fz1877_0 = scf.execute_region -> tensor<4xi1> {
  %fz1878_0 = scf.execute_region -> tensor<4xi1> {
  %fz1879_0 = scf.execute_region -> tensor<4xi1> {
  %fz1880_0 = scf.execute_region -> tensor<4xi1> {
  %fz1881_0 = scf.execute_region -> tensor<4xi1> {
  %fz1882_0 = scf.execute_region -> tensor<4xi1> {
  %fz1883_0 = scf.execute_region -> tensor<4xi1> {
  %fz1884_0 = scf.execute_region -> tensor<4xi1> {
  %fz1885_0 = scf.execute_region -> tensor<4xi1> {
  %fz1886_0 = scf.execute_region -> tensor<4xi1> {
  %fz1887_0 = scf.execute_region -> tensor<4xi1> {
  %fz1888_0 = scf.execute_region -> tensor<4xi1> {
  %fz1889_0 = scf.execute_region -> tensor<4xi1> {
  %fz1890_0 = scf.execute_region -> tensor<4xi1> {
  %fz1891_0 = scf.execute_region -> tensor<4xi1> {
  %fz1892_0 = scf.execute_region -> tensor<4xi1> {
  %fz1893_0 = scf.execute_region -> tensor<4xi1> {
  %fz1894_0 = scf.execute_region -> tensor<4xi1> {
  %fz1895_0 = scf.execute_region -> tensor<4xi1> {
  %fz1896_0 = scf.execute_region -> tensor<4xi1> {
  %fz1897_0 = scf.execute_region -> tensor<4xi1> {
  %fz1898_0 = scf.execute_region -> tensor<4xi1> {
  %fz1899_0 = scf.execute_region -> tensor<4xi1> {
  %fz1900_0 = scf.execute_region -> tensor<4xi1> {
  %fz1901_0 = scf.execute_region -> tensor<4xi1> {
  %fz1902_0 = scf.execute_region -> tensor<4xi1> {
  %fz1903_0 = scf.execute_region -> tensor<4xi1> {
  %fz1904_0 = scf.execute_region -> tensor<4xi1> {
  %fz1905_0 = scf.execute_region -> tensor<4xi1> {
  %fz1906_0 = scf.execute_region -> tensor<4xi1> {
  %fz1907_0 = scf.execute_region -> tensor<4xi1> {
  %fz1908_0 = scf.execute_region -> tensor<4xi1> {
  %fz1909_0 = scf.execute_region -> tensor<4xi1> {
  %fz1910_0 = scf.execute_region -> tensor<4xi1> {
  %fz1911_0 = scf.execute_region -> tensor<4xi1> {
  %fz1912_0 = scf.execute_region -> tensor<4xi1> {
  %fz1913_0 = scf.execute_region -> tensor<4xi1> {
  %fz1914_0 = scf.execute_region -> tensor<4xi1> {
  %fz1915_0 = scf.execute_region -> tensor<4xi1> {
  %fz1916_0 = scf.execute_region -> tensor<4xi1> {
  %fz1917_0 = scf.execute_region -> tensor<4xi1> {
  %fz1918_0 = scf.execute_region -> tensor<4xi1> {
  %fz1919_0 = scf.execute_region -> tensor<4xi1> {
  %fz1920_0 = scf.execute_region -> tensor<4xi1> {
  %fz1921_0 = scf.execute_region -> tensor<4xi1> {
  %fz1922_0 = scf.execute_region -> tensor<4xi1> {
  %fz1923_0 = scf.execute_region -> tensor<4xi1> {
  %fz1924_0 = scf.execute_region -> tensor<4xi1> {
  %fz1925_0 = scf.execute_region -> tensor<4xi1> {
  %fz1926_0 = scf.execute_region -> tensor<4xi1> {
  %fz1927_0 = scf.execute_region -> tensor<4xi1> {
  %fz1928_0 = scf.execute_region -> tensor<4xi1> {
  %fz1929_0 = scf.execute_region -> tensor<4xi1> {
  %fz1930_0 = scf.execute_region -> tensor<4xi1> {
  %fz1931_0 = scf.execute_region -> tensor<4xi1> {
  %fz1932_0 = scf.execute_region -> tensor<4xi1> {
  %fz1933_0 = scf.execute_region -> tensor<4xi1> {
  %fz1934_0 = scf.execute_region -> tensor<4xi1> {
  %fz1935_0 = scf.execute_region -> tensor<4xi1> {
  %fz1936_0 = scf.execute_region -> tensor<4xi1> {
  %fz1937_0 = scf.execute_region -> tensor<4xi1> {
  %fz1938_0 = scf.execute_region -> tensor<4xi1> {
  %fz1939_0 = scf.execute_region -> tensor<4xi1> {
  %fz1940_0 = scf.execute_region -> tensor<4xi1> {
  %fz1941_0 = scf.execute_region -> tensor<4xi1> {
  %fz1942_0 = scf.execute_region -> tensor<4xi1> {
  %fz1943_0 = scf.execute_region -> tensor<4xi1> {
  %fz1944_0 = scf.execute_region -> tensor<4xi1> {
  %fz1945_0 = scf.execute_region -> tensor<4xi1> {
  %fz1946_0 = scf.execute_region -> tensor<4xi1> {
  %fz1947_0 = scf.execute_region -> tensor<4xi1> {
  %fz1948_0 = scf.execute_region -> tensor<4xi1> {
  %fz1949_0 = scf.execute_region -> tensor<4xi1> {
  %fz1950_0 = scf.execute_region -> tensor<4xi1> {
  %fz1951_0 = scf.execute_region -> tensor<4xi1> {
  %fz1952_0 = scf.execute_region -> tensor<4xi1> {
  %fz1953_0 = scf.execute_region -> tensor<4xi1> {
  %fz1954_0 = scf.execute_region -> tensor<4xi1> {
  %fz1955_0 = scf.execute_region -> tensor<4xi1> {
  %fz1956_0 = scf.execute_region -> tensor<4xi1> {
  %fz1957_0 = scf.execute_region -> tensor<4xi1> {
  %fz1958_0 = scf.execute_region -> tensor<4xi1> {
  %fz1959_0 = scf.execute_region -> tensor<4xi1> {
  %fz1960_0 = scf.execute_region -> tensor<4xi1> {
  %fz1961_0 = scf.execute_region -> tensor<4xi1> {
  %fz1962_0 = scf.execute_region -> tensor<4xi1> {
  %fz1963_0 = scf.execute_region -> tensor<4xi1> {
  %fz1964_0 = scf.execute_region -> tensor<4xi1> {
  %fz1965_0 = scf.execute_region -> tensor<4xi1> {
  %fz1966_0 = scf.execute_region -> tensor<4xi1> {
  %fz1967_0 = scf.execute_region -> tensor<4xi1> {
  %fz1968_0 = scf.execute_region -> tensor<4xi1> {
  %fz1969_0 = scf.execute_region -> tensor<4xi1> {
  %fz1970_0 = scf.execute_region -> tensor<4xi1> {
  %fz1971_0 = scf.execute_region -> tensor<4xi1> {
  %fz1972_0 = scf.execute_region -> tensor<4xi1> {
  %fz1973_0 = scf.execute_region -> tensor<4xi1> {
  %fz1974_0 = scf.execute_region -> tensor<4xi1> {
  %fz1975_0 = scf.execute_region -> tensor<4xi1> {
  %fz1976_0 = scf.execute_region -> tensor<4xi1> {
  %fz1977_0 = scf.execute_region -> tensor<4xi1> {
  %fz1978_0 = scf.execute_region -> tensor<4xi1> {
  %fz1979_0 = scf.execute_region -> tensor<4xi1> {
  %fz1980_0 = scf.execute_region -> tensor<4xi1> {
  %fz1981_0 = scf.execute_region -> tensor<4xi1> {
  %fz1982_0 = scf.execute_region -> tensor<4xi1> {
  %fz1983_0 = scf.execute_region -> tensor<4xi1> {
  %fz1984_0 = scf.execute_region -> tensor<4xi1> {
  %fz1985_0 = scf.execute_region -> tensor<4xi1> {
  %fz1986_0 = scf.execute_region -> tensor<4xi1> {
  %fz1987_0 = scf.execute_region -> tensor<4xi1> {
  %fz1988_0 = scf.execute_region -> tensor<4xi1> {
  %fz1989_0 = scf.execute_region -> tensor<4xi1> {
  %fz1990_0 = scf.execute_region -> tensor<4xi1> {
  %fz1991_0 = scf.execute_region -> tensor<4xi1> {
  %fz1992_0 = scf.execute_region -> tensor<4xi1> {
  %fz1993_0 = scf.execute_region -> tensor<4xi1> {
  %fz1994_0 = scf.execute_region -> tensor<4xi1> {
  %fz1995_0 = scf.execute_region -> tensor<4xi1> {
  %fz1996_0 = scf.execute_region -> tensor<4xi1> {
  %fz1997_0 = scf.execute_region -> tensor<4xi1> {
  %fz1998_0 = scf.execute_region -> tensor<4xi1> {
  %fz1999_0 = scf.execute_region -> tensor<4xi1> {
  %fz2000_0 = scf.execute_region -> tensor<4xi1> {
  %fz2001_0 = scf.execute_region -> tensor<4xi1> {
  %fz2002_0 = scf.execute_region -> tensor<4xi1> {
  %fz2003_0 = scf.execute_region -> tensor<4xi1> {
  %fz2004_0 = scf.execute_region -> tensor<4xi1> {
  %fz2005_0 = scf.execute_region -> tensor<4xi1> {
  %fz2006_0 = scf.execute_region -> tensor<4xi1> {
  %fz2007_0 = scf.execute_region -> tensor<4xi1> {
  %fz2008_0 = scf.execute_region -> tensor<4xi1> {
  %fz2009_0 = scf.execute_region -> tensor<4xi1> {
  %fz2010_0 = scf.execute_region -> tensor<4xi1> {
  %fz2011_0 = scf.execute_region -> tensor<4xi1> {
  %fz2012_0 = scf.execute_region -> tensor<4xi1> {
  %fz2013_0 = scf.execute_region -> tensor<4xi1> {
  %fz2014_0 = scf.execute_region -> tensor<4xi1> {
  %fz2015_0 = scf.execute_region -> tensor<4xi1> {
  %fz2016_0 = scf.execute_region -> tensor<4xi1> {
  %fz2017_0 = scf.execute_region -> tensor<4xi1> {
  %fz2018_0 = scf.execute_region -> tensor<4xi1> {
  %fz2019_0 = scf.execute_region -> tensor<4xi1> {
  %fz2020_0 = scf.execute_region -> tensor<4xi1> {
  %fz2021_0 = scf.execute_region -> tensor<4xi1> {
  %fz2022_0 = scf.execute_region -> tensor<4xi1> {
  %fz2023_0 = scf.execute_region -> tensor<4xi1> {
  %fz2024_0 = scf.execute_region -> tensor<4xi1> {
  %fz2025_0 = scf.execute_region -> tensor<4xi1> {
  %fz2026_0 = scf.execute_region -> tensor<4xi1> {
  %fz2027_0 = scf.execute_region -> tensor<4xi1> {
  %fz2028_0 = scf.execute_region -> tensor<4xi1> {
  %fz2029_0 = scf.execute_region -> tensor<4xi1> {
  %fz2030_0 = scf.execute_region -> tensor<4xi1> {
  %fz2031_0 = scf.execute_region -> tensor<4xi1> {
  %fz2032_0 = scf.execute_region -> tensor<4xi1> {
  %fz2033_0 = scf.execute_region -> tensor<4xi1> {
  %fz2034_0 = scf.execute_region -> tensor<4xi1> {
  %fz2035_0 = scf.execute_region -> tensor<4xi1> {
  %fz2036_0 = scf.execute_region -> tensor<4xi1> {
  %fz2037_0 = scf.execute_region -> tensor<4xi1> {
  %fz2038_0 = scf.execute_region -> tensor<4xi1> {
  %fz2039_0 = scf.execute_region -> tensor<4xi1> {
  %fz2040_0 = scf.execute_region -> tensor<4xi1> {
  %fz2041_0 = scf.execute_region -> tensor<4xi1> {
  %fz2042_0 = scf.execute_region -> tensor<4xi1> {
  %fz2043_0 = scf.execute_region -> tensor<4xi1> {
  %fz2044_0 = scf.execute_region -> tensor<4xi1> {
  %fz2045_0 = scf.execute_region -> tensor<4xi1> {
  %fz2046_0 = scf.execute_region -> tensor<4xi1> {
  %fz2047_0 = scf.execute_region -> tensor<4xi1> {
  %fz2048_0 = scf.execute_region -> tensor<4xi1> {
  %fz2049_0 = scf.execute_region -> tensor<4xi1> {
  %fz2050_0 = scf.execute_region -> tensor<4xi1> {
  %fz2051_0 = scf.execute_region -> tensor<4xi1> {
  %fz2052_0 = scf.execute_region -> tensor<4xi1> {
  %fz2053_0 = scf.execute_region -> tensor<4xi1> {
  %fz2054_0 = scf.execute_region -> tensor<4xi1> {
  %fz2055_0 = scf.execute_region -> tensor<4xi1> {
  %fz2056_0 = scf.execute_region -> tensor<4xi1> {
  %fz2057_0 = scf.execute_region -> tensor<4xi1> {
  %fz2058_0 = scf.execute_region -> tensor<4xi1> {
  %fz2059_0 = scf.execute_region -> tensor<4xi1> {
  %fz2060_0 = scf.execute_region -> tensor<4xi1> {
  %fz2061_0 = scf.execute_region -> tensor<4xi1> {
  %fz2062_0 = scf.execute_region -> tensor<4xi1> {
  %fz2063_0 = scf.execute_region -> tensor<4xi1> {
  %fz2064_0 = scf.execute_region -> tensor<4xi1> {
  %fz2065_0 = scf.execute_region -> tensor<4xi1> {
  %fz2066_0 = scf.execute_region -> tensor<4xi1> {
  %fz2067_0 = scf.execute_region -> tensor<4xi1> {
  %fz2068_0 = scf.execute_region -> tensor<4xi1> {
  %fz2069_0 = scf.execute_region -> tensor<4xi1> {
  %fz2070_0 = scf.execute_region -> tensor<4xi1> {
  %fz2071_0 = scf.execute_region -> tensor<4xi1> {
  %fz2072_0 = scf.execute_region -> tensor<4xi1> {
  %fz2073_0 = scf.execute_region -> tensor<4xi1> {
  %fz2074_0 = scf.execute_region -> tensor<4xi1> {
  %fz2075_0 = scf.execute_region -> tensor<4xi1> {
  %fz2076_0 = scf.execute_region -> tensor<4xi1> {
  %fz2077_0 = scf.execute_region -> tensor<4xi1> {
  %fz2078_0 = scf.execute_region -> tensor<4xi1> {
  %fz2079_0 = scf.execute_region -> tensor<4xi1> {
  %fz2080_0 = scf.execute_region -> tensor<4xi1> {
  %fz2081_0 = scf.execute_region -> tensor<4xi1> {
  %fz2082_0 = scf.execute_region -> tensor<4xi1> {
  %fz2083_0 = scf.execute_region -> tensor<4xi1> {
  %fz2084_0 = scf.execute_region -> tensor<4xi1> {
  %fz2085_0 = scf.execute_region -> tensor<4xi1> {
  %fz2086_0 = scf.execute_region -> tensor<4xi1> {
  %fz2087_0 = scf.execute_region -> tensor<4xi1> {
  %fz2088_0 = scf.execute_region -> tensor<4xi1> {
  %fz2089_0 = scf.execute_region -> tensor<4xi1> {
  %fz2090_0 = scf.execute_region -> tensor<4xi1> {
  %fz2091_0 = scf.execute_region -> tensor<4xi1> {
  %fz2092_0 = scf.execute_region -> tensor<4xi1> {
  %fz2093_0 = scf.execute_region -> tensor<4xi1> {
  %fz2094_0 = scf.execute_region -> tensor<4xi1> {
  %fz2095_0 = scf.execute_region -> tensor<4xi1> {
  %fz2096_0 = scf.execute_region -> tensor<4xi1> {
  %fz2097_0 = scf.execute_region -> tensor<4xi1> {
  %fz2098_0 = scf.execute_region -> tensor<4xi1> {
  %fz2099_0 = scf.execute_region -> tensor<4xi1> {
  %fz2100_0 = scf.execute_region -> tensor<4xi1> {
  %fz2101_0 = scf.execute_region -> tensor<4xi1> {
  %fz2102_0 = scf.execute_region -> tensor<4xi1> {
  %fz2103_0 = scf.execute_region -> tensor<4xi1> {
  %fz2104_0 = scf.execute_region -> tensor<4xi1> {
  %fz2105_0 = scf.execute_region -> tensor<4xi1> {
  %fz2106_0 = scf.execute_region -> tensor<4xi1> {
  %fz2107_0 = scf.execute_region -> tensor<4xi1> {
  %fz2108_0 = scf.execute_region -> tensor<4xi1> {
  %fz2109_0 = scf.execute_region -> tensor<4xi1> {
  %fz2110_0 = scf.execute_region -> tensor<4xi1> {
  %fz2111_0 = scf.execute_region -> tensor<4xi1> {
  %fz2112_0 = scf.execute_region -> tensor<4xi1> {
  %fz2113_0 = scf.execute_region -> tensor<4xi1> {
  %fz2114_0 = scf.execute_region -> tensor<4xi1> {
  %fz2115_0 = scf.execute_region -> tensor<4xi1> {
  %fz2116_0 = scf.execute_region -> tensor<4xi1> {
  %fz2117_0 = scf.execute_region -> tensor<4xi1> {
  %fz2118_0 = scf.execute_region -> tensor<4xi1> {
  %fz2119_0 = scf.execute_region -> tensor<4xi1> {
  %fz2120_0 = scf.execute_region -> tensor<4xi1> {
  %fz2121_0 = scf.execute_region -> tensor<4xi1> {
  %fz2122_0 = scf.execute_region -> tensor<4xi1> {
  %fz2123_0 = scf.execute_region -> tensor<4xi1> {
  %fz2124_0 = scf.execute_region -> tensor<4xi1> {
  %fz2125_0 = scf.execute_region -> tensor<4xi1> {
  %fz2126_0 = scf.execute_region -> tensor<4xi1> {
  %fz2127_0 = scf.execute_region -> tensor<4xi1> {
  %fz2128_0 = scf.execute_region -> tensor<4xi1> {
  %fz2129_0 = scf.execute_region -> tensor<4xi1> {
  %fz2130_0 = scf.execute_region -> tensor<4xi1> {
  %fz2131_0 = scf.execute_region -> tensor<4xi1> {
  %fz2132_0 = scf.execute_region -> tensor<4xi1> {
  %fz2133_0 = scf.execute_region -> tensor<4xi1> {
  %fz2134_0 = scf.execute_region -> tensor<4xi1> {
  %fz2135_0 = scf.execute_region -> tensor<4xi1> {
  %fz2136_0 = scf.execute_region -> tensor<4xi1> {
  %fz2137_0 = scf.execute_region -> tensor<4xi1> {
  %fz2138_0 = scf.execute_region -> tensor<4xi1> {
  %fz2139_0 = scf.execute_region -> tensor<4xi1> {
  %fz2140_0 = scf.execute_region -> tensor<4xi1> {
  %fz2141_0 = scf.execute_region -> tensor<4xi1> {
  %fz2142_0 = scf.execute_region -> tensor<4xi1> {
  %fz2143_0 = scf.execute_region -> tensor<4xi1> {
  %fz2144_0 = scf.execute_region -> tensor<4xi1> {
  %fz2145_0 = scf.execute_region -> tensor<4xi1> {
  %fz2146_0 = scf.execute_region -> tensor<4xi1> {
  %fz2147_0 = scf.execute_region -> tensor<4xi1> {
  %fz2148_0 = scf.execute_region -> tensor<4xi1> {
  %fz2149_0 = scf.execute_region -> tensor<4xi1> {
  %fz2150_0 = scf.execute_region -> tensor<4xi1> {
  %fz2151_0 = scf.execute_region -> tensor<4xi1> {
  %fz2152_0 = scf.execute_region -> tensor<4xi1> {
  %fz2153_0 = scf.execute_region -> tensor<4xi1> {
  %fz2154_0 = scf.execute_region -> tensor<4xi1> {
  %fz2155_0 = scf.execute_region -> tensor<4xi1> {
  %fz2156_0 = scf.execute_region -> tensor<4xi1> {
  %fz2157_0 = scf.execute_region -> tensor<4xi1> {
  %fz2158_0 = scf.execute_region -> tensor<4xi1> {
  %fz2159_0 = scf.execute_region -> tensor<4xi1> {
  %fz2160_0 = scf.execute_region -> tensor<4xi1> {
  %fz2161_0 = scf.execute_region -> tensor<4xi1> {
  %fz2162_0 = scf.execute_region -> tensor<4xi1> {
  %fz2163_0 = scf.execute_region -> tensor<4xi1> {
  %fz2164_0 = scf.execute_region -> tensor<4xi1> {
  %fz2165_0 = scf.execute_region -> tensor<4xi1> {
  %fz2166_0 = scf.execute_region -> tensor<4xi1> {
  %fz2167_0 = scf.execute_region -> tensor<4xi1> {
  %fz2168_0 = scf.execute_region -> tensor<4xi1> {
  %fz2169_0 = scf.execute_region -> tensor<4xi1> {
  %fz2170_0 = scf.execute_region -> tensor<4xi1> {
  %fz2171_0 = scf.execute_region -> tensor<4xi1> {
  %fz2172_0 = scf.execute_region -> tensor<4xi1> {
  %fz2173_0 = scf.execute_region -> tensor<4xi1> {
  %fz2174_0 = scf.execute_region -> tensor<4xi1> {
  %fz2175_0 = scf.execute_region -> tensor<4xi1> {
  %fz2176_0 = scf.execute_region -> tensor<4xi1> {
  %fz2177_0 = scf.execute_region -> tensor<4xi1> {
  %fz2178_0 = scf.execute_region -> tensor<4xi1> {
  %fz2179_0 = scf.execute_region -> tensor<4xi1> {
  %fz2180_0 = scf.execute_region -> tensor<4xi1> {
  %fz2181_0 = scf.execute_region -> tensor<4xi1> {
  %fz2182_0 = scf.execute_region -> tensor<4xi1> {
  %fz2183_0 = scf.execute_region -> tensor<4xi1> {
  %fz2184_0 = scf.execute_region -> tensor<4xi1> {
  %fz2185_0 = scf.execute_region -> tensor<4xi1> {
  %fz2186_0 = scf.execute_region -> tensor<4xi1> {
  %fz2187_0 = scf.execute_region -> tensor<4xi1> {
  %fz2188_0 = scf.execute_region -> tensor<4xi1> {
  %fz2189_0 = scf.execute_region -> tensor<4xi1> {
  %fz2190_0 = scf.execute_region -> tensor<4xi1> {
  %fz2191_0 = scf.execute_region -> tensor<4xi1> {
  %fz2192_0 = scf.execute_region -> tensor<4xi1> {
  %fz2193_0 = scf.execute_region -> tensor<4xi1> {
  %fz2194_0 = scf.execute_region -> tensor<4xi1> {
  %fz2195_0 = scf.execute_region -> tensor<4xi1> {
  %fz2196_0 = scf.execute_region -> tensor<4xi1> {
  %fz2197_0 = scf.execute_region -> tensor<4xi1> {
  %fz2198_0 = scf.execute_region -> tensor<4xi1> {
  %fz2199_0 = scf.execute_region -> tensor<4xi1> {
  %fz2200_0 = scf.execute_region -> tensor<4xi1> {
  %fz2201_0 = scf.execute_region -> tensor<4xi1> {
  %fz2202_0 = scf.execute_region -> tensor<4xi1> {
  %fz2203_0 = scf.execute_region -> tensor<4xi1> {
  %fz2204_0 = scf.execute_region -> tensor<4xi1> {
  %fz2205_0 = scf.execute_region -> tensor<4xi1> {
  %fz2206_0 = scf.execute_region -> tensor<4xi1> {
  %fz2207_0 = scf.execute_region -> tensor<4xi1> {
  %fz2208_0 = scf.execute_region -> tensor<4xi1> {
  %fz2209_0 = scf.execute_region -> tensor<4xi1> {
  %fz2210_0 = scf.execute_region -> tensor<4xi1> {
  %fz2211_0 = scf.execute_region -> tensor<4xi1> {
  %fz2212_0 = scf.execute_region -> tensor<4xi1> {
  %fz2213_0 = scf.execute_region -> tensor<4xi1> {
  %fz2214_0 = scf.execute_region -> tensor<4xi1> {
  %fz2215_0 = scf.execute_region -> tensor<4xi1> {
  %fz2216_0 = scf.execute_region -> tensor<4xi1> {
  %fz2217_0 = scf.execute_region -> tensor<4xi1> {
  %fz2218_0 = scf.execute_region -> tensor<4xi1> {
  %fz2219_0 = scf.execute_region -> tensor<4xi1> {
  %fz2220_0 = scf.execute_region -> tensor<4xi1> {
  %fz2221_0 = scf.execute_region -> tensor<4xi1> {
  %fz2222_0 = scf.execute_region -> tensor<4xi1> {
  %fz2223_0 = scf.execute_region -> tensor<4xi1> {
  %fz2224_0 = scf.execute_region -> tensor<4xi1> {
  %fz2225_0 = scf.execute_region -> tensor<4xi1> {
  %fz2226_0 = scf.execute_region -> tensor<4xi1> {
  %fz2227_0 = scf.execute_region -> tensor<4xi1> {
  %fz2228_0 = scf.execute_region -> tensor<4xi1> {
  %fz2229_0 = scf.execute_region -> tensor<4xi1> {
  %fz2230_0 = scf.execute_region -> tensor<4xi1> {
  %fz2231_0 = scf.execute_region -> tensor<4xi1> {
  %fz2232_0 = scf.execute_region -> tensor<4xi1> {
  %fz2233_0 = scf.execute_region -> tensor<4xi1> {
  %fz2234_0 = scf.execute_region -> tensor<4xi1> {
  %fz2235_0 = scf.execute_region -> tensor<4xi1> {
  %fz2236_0 = scf.execute_region -> tensor<4xi1> {
  %fz2237_0 = scf.execute_region -> tensor<4xi1> {
  %fz2238_0 = scf.execute_region -> tensor<4xi1> {
  %fz2239_0 = scf.execute_region -> tensor<4xi1> {
  %fz2240_0 = scf.execute_region -> tensor<4xi1> {
  %fz2241_0 = scf.execute_region -> tensor<4xi1> {
  %fz2242_0 = scf.execute_region -> tensor<4xi1> {
  %fz2243_0 = scf.execute_region -> tensor<4xi1> {
  %fz2244_0 = scf.execute_region -> tensor<4xi1> {
  %fz2245_0 = scf.execute_region -> tensor<4xi1> {
  %fz2246_0 = scf.execute_region -> tensor<4xi1> {
  %fz2247_0 = scf.execute_region -> tensor<4xi1> {
  %fz2248_0 = scf.execute_region -> tensor<4xi1> {
  %fz2249_0 = scf.execute_region -> tensor<4xi1> {
  %fz2250_0 = scf.execute_region -> tensor<4xi1> {
  %fz2251_0 = scf.execute_region -> tensor<4xi1> {
  %fz2252_0 = scf.execute_region -> tensor<4xi1> {
  %fz2253_0 = scf.execute_region -> tensor<4xi1> {
  %fz2254_0 = scf.execute_region -> tensor<4xi1> {
  %fz2255_0 = scf.execute_region -> tensor<4xi1> {
  %fz2256_0 = scf.execute_region -> tensor<4xi1> {
  %fz2257_0 = scf.execute_region -> tensor<4xi1> {
  %fz2258_0 = scf.execute_region -> tensor<4xi1> {
  %fz2259_0 = scf.execute_region -> tensor<4xi1> {
  %fz2260_0 = scf.execute_region -> tensor<4xi1> {
  %fz2261_0 = scf.execute_region -> tensor<4xi1> {
  %fz2262_0 = scf.execute_region -> tensor<4xi1> {
  %fz2263_0 = scf.execute_region -> tensor<4xi1> {
  %fz2264_0 = scf.execute_region -> tensor<4xi1> {
  %fz2265_0 = scf.execute_region -> tensor<4xi1> {
  %fz2266_0 = scf.execute_region -> tensor<4xi1> {
  %fz2267_0 = scf.execute_region -> tensor<4xi1> {
  %fz2268_0 = scf.execute_region -> tensor<4xi1> {
  %fz2269_0 = scf.execute_region -> tensor<4xi1> {
  %fz2270_0 = scf.execute_region -> tensor<4xi1> {
  %fz2271_0 = scf.execute_region -> tensor<4xi1> {
  %fz2272_0 = scf.execute_region -> tensor<4xi1> {
  %fz2273_0 = scf.execute_region -> tensor<4xi1> {
  %fz2274_0 = scf.execute_region -> tensor<4xi1> {
  %fz2275_0 = scf.execute_region -> tensor<4xi1> {
  %fz2276_0 = scf.execute_region -> tensor<4xi1> {
  %fz2277_0 = scf.execute_region -> tensor<4xi1> {
  %fz2278_0 = scf.execute_region -> tensor<4xi1> {
  %fz2279_0 = scf.execute_region -> tensor<4xi1> {
  %fz2280_0 = scf.execute_region -> tensor<4xi1> {
  %fz2281_0 = scf.execute_region -> tensor<4xi1> {
  %fz2282_0 = scf.execute_region -> tensor<4xi1> {
  %fz2283_0 = scf.execute_region -> tensor<4xi1> {
  %fz2284_0 = scf.execute_region -> tensor<4xi1> {
  %fz2285_0 = scf.execute_region -> tensor<4xi1> {
  %fz2286_0 = scf.execute_region -> tensor<4xi1> {
  %fz2287_0 = scf.execute_region -> tensor<4xi1> {
  %fz2288_0 = scf.execute_region -> tensor<4xi1> {
  %fz2289_0 = scf.execute_region -> tensor<4xi1> {
  %fz2290_0 = scf.execute_region -> tensor<4xi1> {
  %fz2291_0 = scf.execute_region -> tensor<4xi1> {
  %fz2292_0 = scf.execute_region -> tensor<4xi1> {
  %fz2293_0 = scf.execute_region -> tensor<4xi1> {
  %fz2294_0 = scf.execute_region -> tensor<4xi1> {
  %fz2295_0 = scf.execute_region -> tensor<4xi1> {
  %fz2296_0 = scf.execute_region -> tensor<4xi1> {
  %fz2297_0 = scf.execute_region -> tensor<4xi1> {
  %fz2298_0 = scf.execute_region -> tensor<4xi1> {
  %fz2299_0 = scf.execute_region -> tensor<4xi1> {
  %fz2300_0 = scf.execute_region -> tensor<4xi1> {
  %fz2301_0 = scf.execute_region -> tensor<4xi1> {
  %fz2302_0 = scf.execute_region -> tensor<4xi1> {
  %fz2303_0 = scf.execute_region -> tensor<4xi1> {
  %fz2304_0 = scf.execute_region -> tensor<4xi1> {
  %fz2305_0 = scf.execute_region -> tensor<4xi1> {
  %fz2306_0 = scf.execute_region -> tensor<4xi1> {
  %fz2307_0 = scf.execute_region -> tensor<4xi1> {
  %fz2308_0 = scf.execute_region -> tensor<4xi1> {
  %fz2309_0 = scf.execute_region -> tensor<4xi1> {
  %fz2310_0 = scf.execute_region -> tensor<4xi1> {
  %fz2311_0 = scf.execute_region -> tensor<4xi1> {
  %fz2312_0 = scf.execute_region -> tensor<4xi1> {
  %fz2313_0 = scf.execute_region -> tensor<4xi1> {
  %fz2314_0 = scf.execute_region -> tensor<4xi1> {
  %fz2315_0 = scf.execute_region -> tensor<4xi1> {
  %fz2316_0 = scf.execute_region -> tensor<4xi1> {
  %fz2317_0 = scf.execute_region -> tensor<4xi1> {
  %fz2318_0 = scf.execute_region -> tensor<4xi1> {
  %fz2319_0 = scf.execute_region -> tensor<4xi1> {
  %fz2320_0 = scf.execute_region -> tensor<4xi1> {
  %fz2321_0 = scf.execute_region -> tensor<4xi1> {
  %fz2322_0 = scf.execute_region -> tensor<4xi1> {
  %fz2323_0 = scf.execute_region -> tensor<4xi1> {
  %fz2324_0 = scf.execute_region -> tensor<4xi1> {
  %fz2325_0 = scf.execute_region -> tensor<4xi1> {
  %fz2326_0 = scf.execute_region -> tensor<4xi1> {
  %fz2327_0 = scf.execute_region -> tensor<4xi1> {
  %fz2328_0 = scf.execute_region -> tensor<4xi1> {
  %fz2329_0 = scf.execute_region -> tensor<4xi1> {
  %fz2330_0 = scf.execute_region -> tensor<4xi1> {
  %fz2331_0 = scf.execute_region -> tensor<4xi1> {
  %fz2332_0 = scf.execute_region -> tensor<4xi1> {
  %fz2333_0 = scf.execute_region -> tensor<4xi1> {
  %fz2334_0 = scf.execute_region -> tensor<4xi1> {
  %fz2335_0 = scf.execute_region -> tensor<4xi1> {
  %fz2336_0 = scf.execute_region -> tensor<4xi1> {
  %fz2337_0 = scf.execute_region -> tensor<4xi1> {
  %fz2338_0 = scf.execute_region -> tensor<4xi1> {
  %fz2339_0 = scf.execute_region -> tensor<4xi1> {
  %fz2340_0 = scf.execute_region -> tensor<4xi1> {
  %fz2341_0 = scf.execute_region -> tensor<4xi1> {
  %fz2342_0 = scf.execute_region -> tensor<4xi1> {
  %fz2343_0 = scf.execute_region -> tensor<4xi1> {
  %fz2344_0 = scf.execute_region -> tensor<4xi1> {
  %fz2345_0 = scf.execute_region -> tensor<4xi1> {
  %fz2346_0 = scf.execute_region -> tensor<4xi1> {
  %fz2347_0 = scf.execute_region -> tensor<4xi1> {
  %fz2348_0 = scf.execute_region -> tensor<4xi1> {
  %fz2349_0 = scf.execute_region -> tensor<4xi1> {
  %fz2350_0 = scf.execute_region -> tensor<4xi1> {
  %fz2351_0 = scf.execute_region -> tensor<4xi1> {
  %fz2352_0 = scf.execute_region -> tensor<4xi1> {
  %fz2353_0 = scf.execute_region -> tensor<4xi1> {
  %fz2354_0 = scf.execute_region -> tensor<4xi1> {
  %fz2355_0 = scf.execute_region -> tensor<4xi1> {
  %fz2356_0 = scf.execute_region -> tensor<4xi1> {
  %fz2357_0 = scf.execute_region -> tensor<4xi1> {
  %fz2358_0 = scf.execute_region -> tensor<4xi1> {
  %fz2359_0 = scf.execute_region -> tensor<4xi1> {
  %fz2360_0 = scf.execute_region -> tensor<4xi1> {
  %fz2361_0 = scf.execute_region -> tensor<4xi1> {
  %fz2362_0 = scf.execute_region -> tensor<4xi1> {
  %fz2363_0 = scf.execute_region -> tensor<4xi1> {
  %fz2364_0 = scf.execute_region -> tensor<4xi1> {
  %fz2365_0 = scf.execute_region -> tensor<4xi1> {
  %fz2366_0 = scf.execute_region -> tensor<4xi1> {
  %fz2367_0 = scf.execute_region -> tensor<4xi1> {
  %fz2368_0 = scf.execute_region -> tensor<4xi1> {
  %fz2369_0 = scf.execute_region -> tensor<4xi1> {
  %fz2370_0 = scf.execute_region -> tensor<4xi1> {
  %fz2371_0 = scf.execute_region -> tensor<4xi1> {
  %fz2372_0 = scf.execute_region -> tensor<4xi1> {
  %fz2373_0 = scf.execute_region -> tensor<4xi1> {
  %fz2374_0 = scf.execute_region -> tensor<4xi1> {
  %fz2375_0 = scf.execute_region -> tensor<4xi1> {
  %fz2376_0 = scf.execute_region -> tensor<4xi1> {
  %fz2377_0 = scf.execute_region -> tensor<4xi1> {
  %fz2378_0 = scf.execute_region -> tensor<4xi1> {
  %fz2379_0 = scf.execute_region -> tensor<4xi1> {
  %fz2380_0 = scf.execute_region -> tensor<4xi1> {
  %fz2381_0 = scf.execute_region -> tensor<4xi1> {
  %fz2382_0 = scf.execute_region -> tensor<4xi1> {
  %fz2383_0 = scf.execute_region -> tensor<4xi1> {
  %fz2384_0 = scf.execute_region -> tensor<4xi1> {
  %fz2385_0 = scf.execute_region -> tensor<4xi1> {
  %fz2386_0 = scf.execute_region -> tensor<4xi1> {
  %fz2387_0 = scf.execute_region -> tensor<4xi1> {
  %fz2388_0 = scf.execute_region -> tensor<4xi1> {
  %fz2389_0 = scf.execute_region -> tensor<4xi1> {
  %fz2390_0 = scf.execute_region -> tensor<4xi1> {
  %fz2391_0 = scf.execute_region -> tensor<4xi1> {
  %fz2392_0 = scf.execute_region -> tensor<4xi1> {
  %fz2393_0 = scf.execute_region -> tensor<4xi1> {
  %fz2394_0 = scf.execute_region -> tensor<4xi1> {
  %fz2395_0 = scf.execute_region -> tensor<4xi1> {
  %fz2396_0 = scf.execute_region -> tensor<4xi1> {
  %fz2397_0 = scf.execute_region -> tensor<4xi1> {
  %fz2398_0 = scf.execute_region -> tensor<4xi1> {
  %fz2399_0 = scf.execute_region -> tensor<4xi1> {
  %fz2400_0 = scf.execute_region -> tensor<4xi1> {
  %fz2401_0 = scf.execute_region -> tensor<4xi1> {
  %fz2402_0 = scf.execute_region -> tensor<4xi1> {
  %fz2403_0 = scf.execute_region -> tensor<4xi1> {
  %fz2404_0 = scf.execute_region -> tensor<4xi1> {
  %fz2405_0 = scf.execute_region -> tensor<4xi1> {
  %fz2406_0 = scf.execute_region -> tensor<4xi1> {
  %fz2407_0 = scf.execute_region -> tensor<4xi1> {
  %fz2408_0 = scf.execute_region -> tensor<4xi1> {
  %fz2409_0 = scf.execute_region -> tensor<4xi1> {
  %fz2410_0 = scf.execute_region -> tensor<4xi1> {
  %fz2411_0 = scf.execute_region -> tensor<4xi1> {
  %fz2412_0 = scf.execute_region -> tensor<4xi1> {
  %fz2413_0 = scf.execute_region -> tensor<4xi1> {
  %fz2414_0 = scf.execute_region -> tensor<4xi1> {
  %fz2415_0 = scf.execute_region -> tensor<4xi1> {
  %fz2416_0 = scf.execute_region -> tensor<4xi1> {
  %fz2417_0 = scf.execute_region -> tensor<4xi1> {
  %fz2418_0 = scf.execute_region -> tensor<4xi1> {
  %fz2419_0 = scf.execute_region -> tensor<4xi1> {
  %fz2420_0 = scf.execute_region -> tensor<4xi1> {
  %fz2421_0 = scf.execute_region -> tensor<4xi1> {
  %fz2422_0 = scf.execute_region -> tensor<4xi1> {
  %fz2423_0 = scf.execute_region -> tensor<4xi1> {
  %fz2424_0 = scf.execute_region -> tensor<4xi1> {
  %fz2425_0 = scf.execute_region -> tensor<4xi1> {
  %fz2426_0 = scf.execute_region -> tensor<4xi1> {
  %fz2427_0 = scf.execute_region -> tensor<4xi1> {
  %fz2428_0 = scf.execute_region -> tensor<4xi1> {
  %fz2429_0 = scf.execute_region -> tensor<4xi1> {
  %fz2430_0 = scf.execute_region -> tensor<4xi1> {
  %fz2431_0 = scf.execute_region -> tensor<4xi1> {
  %fz2432_0 = scf.execute_region -> tensor<4xi1> {
  %fz2433_0 = scf.execute_region -> tensor<4xi1> {
  %fz2434_0 = scf.execute_region -> tensor<4xi1> {
  %fz2435_0 = scf.execute_region -> tensor<4xi1> {
  %fz2436_0 = scf.execute_region -> tensor<4xi1> {
  %fz2437_0 = scf.execute_region -> tensor<4xi1> {
  %fz2438_0 = scf.execute_region -> tensor<4xi1> {
  %fz2439_0 = scf.execute_region -> tensor<4xi1> {
  %fz2440_0 = scf.execute_region -> tensor<4xi1> {
  %fz2441_0 = scf.execute_region -> tensor<4xi1> {
  %fz2442_0 = scf.execute_region -> tensor<4xi1> {
  %fz2443_0 = scf.execute_region -> tensor<4xi1> {
  %fz2444_0 = scf.execute_region -> tensor<4xi1> {
  %fz2445_0 = scf.execute_region -> tensor<4xi1> {
  %fz2446_0 = scf.execute_region -> tensor<4xi1> {
  %fz2447_0 = scf.execute_region -> tensor<4xi1> {
  %fz2448_0 = scf.execute_region -> tensor<4xi1> {
  %fz2449_0 = scf.execute_region -> tensor<4xi1> {
  %fz2450_0 = scf.execute_region -> tensor<4xi1> {
  %fz2451_0 = scf.execute_region -> tensor<4xi1> {
  %fz2452_0 = scf.execute_region -> tensor<4xi1> {
  %fz2453_0 = scf.execute_region -> tensor<4xi1> {
  %fz2454_0 = scf.execute_region -> tensor<4xi1> {
  %fz2455_0 = scf.execute_region -> tensor<4xi1> {
  %fz2456_0 = scf.execute_region -> tensor<4xi1> {
  %fz2457_0 = scf.execute_region -> tensor<4xi1> {
  %fz2458_0 = scf.execute_region -> tensor<4xi1> {
  %fz2459_0 = scf.execute_region -> tensor<4xi1> {
  %fz2460_0 = scf.execute_region -> tensor<4xi1> {
  %fz2461_0 = scf.execute_region -> tensor<4xi1> {
  %fz2462_0 = scf.execute_region -> tensor<4xi1> {
  %fz2463_0 = scf.execute_region -> tensor<4xi1> {
  %fz2464_0 = scf.execute_region -> tensor<4xi1> {
  %fz2465_0 = scf.execute_region -> tensor<4xi1> {
  %fz2466_0 = scf.execute_region -> tensor<4xi1> {
  %fz2467_0 = scf.execute_region -> tensor<4xi1> {
  %fz2468_0 = scf.execute_region -> tensor<4xi1> {
  %fz2469_0 = scf.execute_region -> tensor<4xi1> {
  %fz2470_0 = scf.execute_region -> tensor<4xi1> {
  %fz2471_0 = scf.execute_region -> tensor<4xi1> {
  %fz2472_0 = scf.execute_region -> tensor<4xi1> {
  %fz2473_0 = scf.execute_region -> tensor<4xi1> {
  %fz2474_0 = scf.execute_region -> tensor<4xi1> {
  %fz2475_0 = scf.execute_region -> tensor<4xi1> {
  %fz2476_0 = scf.execute_region -> tensor<4xi1> {
  %fz2477_0 = scf.execute_region -> tensor<4xi1> {
  %fz2478_0 = scf.execute_region -> tensor<4xi1> {
  %fz2479_0 = scf.execute_region -> tensor<4xi1> {
  %fz2480_0 = scf.execute_region -> tensor<4xi1> {
  %fz2481_0 = scf.execute_region -> tensor<4xi1> {
  %fz2482_0 = scf.execute_region -> tensor<4xi1> {
  %fz2483_0 = scf.execute_region -> tensor<4xi1> {
  %fz2484_0 = scf.execute_region -> tensor<4xi1> {
  %fz2485_0 = scf.execute_region -> tensor<4xi1> {
  %fz2486_0 = scf.execute_region -> tensor<4xi1> {
  %fz2487_0 = scf.execute_region -> tensor<4xi1> {
  %fz2488_0 = scf.execute_region -> tensor<4xi1> {
  %fz2489_0 = scf.execute_region -> tensor<4xi1> {
  %fz2490_0 = scf.execute_region -> tensor<4xi1> {
  %fz2491_0 = scf.execute_region -> tensor<4xi1> {
  %fz2492_0 = scf.execute_region -> tensor<4xi1> {
  %fz2493_0 = scf.execute_region -> tensor<4xi1> {
  %fz2494_0 = scf.execute_region -> tensor<4xi1> {
  %fz2495_0 = scf.execute_region -> tensor<4xi1> {
  %fz2496_0 = scf.execute_region -> tensor<4xi1> {
  %fz2497_0 = scf.execute_region -> tensor<4xi1> {
  %fz2498_0 = scf.execute_region -> tensor<4xi1> {
  %fz2499_0 = scf.execute_region -> tensor<4xi1> {
  %fz2500_0 = scf.execute_region -> tensor<4xi1> {
  %fz2501_0 = scf.execute_region -> tensor<4xi1> {
  %fz2502_0 = scf.execute_region -> tensor<4xi1> {
  %fz2503_0 = scf.execute_region -> tensor<4xi1> {
  %fz2504_0 = scf.execute_region -> tensor<4xi1> {
  %fz2505_0 = scf.execute_region -> tensor<4xi1> {
  %fz2506_0 = scf.execute_region -> tensor<4xi1> {
  %fz2507_0 = scf.execute_region -> tensor<4xi1> {
  %fz2508_0 = scf.execute_region -> tensor<4xi1> {
  %fz2509_0 = scf.execute_region -> tensor<4xi1> {
  %fz2510_0 = scf.execute_region -> tensor<4xi1> {
  %fz2511_0 = scf.execute_region -> tensor<4xi1> {
  %fz2512_0 = scf.execute_region -> tensor<4xi1> {
  %fz2513_0 = scf.execute_region -> tensor<4xi1> {
  %fz2514_0 = scf.execute_region -> tensor<4xi1> {
  %fz2515_0 = scf.execute_region -> tensor<4xi1> {
  %fz2516_0 = scf.execute_region -> tensor<4xi1> {
  %fz2517_0 = scf.execute_region -> tensor<4xi1> {
  %fz2518_0 = scf.execute_region -> tensor<4xi1> {
  %fz2519_0 = scf.execute_region -> tensor<4xi1> {
  %fz2520_0 = scf.execute_region -> tensor<4xi1> {
  %fz2521_0 = scf.execute_region -> tensor<4xi1> {
  %fz2522_0 = scf.execute_region -> tensor<4xi1> {
  %fz2523_0 = scf.execute_region -> tensor<4xi1> {
  %fz2524_0 = scf.execute_region -> tensor<4xi1> {
  %fz2525_0 = scf.execute_region -> tensor<4xi1> {
  %fz2526_0 = scf.execute_region -> tensor<4xi1> {
  %fz2527_0 = scf.execute_region -> tensor<4xi1> {
  %fz2528_0 = scf.execute_region -> tensor<4xi1> {
  %fz2529_0 = scf.execute_region -> tensor<4xi1> {
  %fz2530_0 = scf.execute_region -> tensor<4xi1> {
  %fz2531_0 = scf.execute_region -> tensor<4xi1> {
  %fz2532_0 = scf.execute_region -> tensor<4xi1> {
  %fz2533_0 = scf.execute_region -> tensor<4xi1> {
  %fz2534_0 = scf.execute_region -> tensor<4xi1> {
  %fz2535_0 = scf.execute_region -> tensor<4xi1> {
  %fz2536_0 = scf.execute_region -> tensor<4xi1> {
  %fz2537_0 = scf.execute_region -> tensor<4xi1> {
  %fz2538_0 = scf.execute_region -> tensor<4xi1> {
  %fz2539_0 = scf.execute_region -> tensor<4xi1> {
  %fz2540_0 = scf.execute_region -> tensor<4xi1> {
  %fz2541_0 = scf.execute_region -> tensor<4xi1> {
  %fz2542_0 = scf.execute_region -> tensor<4xi1> {
  %fz2543_0 = scf.execute_region -> tensor<4xi1> {
  %fz2544_0 = scf.execute_region -> tensor<4xi1> {
  %fz2545_0 = scf.execute_region -> tensor<4xi1> {
  %fz2546_0 = scf.execute_region -> tensor<4xi1> {
  %fz2547_0 = scf.execute_region -> tensor<4xi1> {
  %fz2548_0 = scf.execute_region -> tensor<4xi1> {
  %fz2549_0 = scf.execute_region -> tensor<4xi1> {
  %fz2550_0 = scf.execute_region -> tensor<4xi1> {
  %fz2551_0 = scf.execute_region -> tensor<4xi1> {
  %fz2552_0 = scf.execute_region -> tensor<4xi1> {
  %fz2553_0 = scf.execute_region -> tensor<4xi1> {
  %fz2554_0 = scf.execute_region -> tensor<4xi1> {
  %fz2555_0 = scf.execute_region -> tensor<4xi1> {
  %fz2556_0 = scf.execute_region -> tensor<4xi1> {
  %fz2557_0 = scf.execute_region -> tensor<4xi1> {
  %fz2558_0 = scf.execute_region -> tensor<4xi1> {
  %fz2559_0 = scf.execute_region -> tensor<4xi1> {
  %fz2560_0 = scf.execute_region -> tensor<4xi1> {
  %fz2561_0 = scf.execute_region -> tensor<4xi1> {
  %fz2562_0 = scf.execute_region -> tensor<4xi1> {
  %fz2563_0 = scf.execute_region -> tensor<4xi1> {
  %fz2564_0 = scf.execute_region -> tensor<4xi1> {
  %fz2565_0 = scf.execute_region -> tensor<4xi1> {
  %fz2566_0 = scf.execute_region -> tensor<4xi1> {
  %fz2567_0 = scf.execute_region -> tensor<4xi1> {
  %fz2568_0 = scf.execute_region -> tensor<4xi1> {
  %fz2569_0 = scf.execute_region -> tensor<4xi1> {
  %fz2570_0 = scf.execute_region -> tensor<4xi1> {
  %fz2571_0 = scf.execute_region -> tensor<4xi1> {
  %fz2572_0 = scf.execute_region -> tensor<4xi1> {
  %fz2573_0 = scf.execute_region -> tensor<4xi1> {
  %fz2574_0 = scf.execute_region -> tensor<4xi1> {
  %fz2575_0 = scf.execute_region -> tensor<4xi1> {
  %fz2576_0 = scf.execute_region -> tensor<4xi1> {
  %fz2577_0 = scf.execute_region -> tensor<4xi1> {
  %fz2578_0 = scf.execute_region -> tensor<4xi1> {
  %fz2579_0 = scf.execute_region -> tensor<4xi1> {
  %fz2580_0 = scf.execute_region -> tensor<4xi1> {
  %fz2581_0 = scf.execute_region -> tensor<4xi1> {
  %fz2582_0 = scf.execute_region -> tensor<4xi1> {
  %fz2583_0 = scf.execute_region -> tensor<4xi1> {
  %fz2584_0 = scf.execute_region -> tensor<4xi1> {
  %fz2585_0 = scf.execute_region -> tensor<4xi1> {
  %fz2586_0 = scf.execute_region -> tensor<4xi1> {
  %fz2587_0 = scf.execute_region -> tensor<4xi1> {
  %fz2588_0 = scf.execute_region -> tensor<4xi1> {
  %fz2589_0 = scf.execute_region -> tensor<4xi1> {
  %fz2590_0 = scf.execute_region -> tensor<4xi1> {
  %fz2591_0 = scf.execute_region -> tensor<4xi1> {
  %fz2592_0 = scf.execute_region -> tensor<4xi1> {
  %fz2593_0 = scf.execute_region -> tensor<4xi1> {
  %fz2594_0 = scf.execute_region -> tensor<4xi1> {
  %fz2595_0 = scf.execute_region -> tensor<4xi1> {
  %fz2596_0 = scf.execute_region -> tensor<4xi1> {
  %fz2597_0 = scf.execute_region -> tensor<4xi1> {
  %fz2598_0 = scf.execute_region -> tensor<4xi1> {
  %fz2599_0 = scf.execute_region -> tensor<4xi1> {
  %fz2600_0 = scf.execute_region -> tensor<4xi1> {
  %fz2601_0 = scf.execute_region -> tensor<4xi1> {
  %fz2602_0 = scf.execute_region -> tensor<4xi1> {
  %fz2603_0 = scf.execute_region -> tensor<4xi1> {
  %fz2604_0 = scf.execute_region -> tensor<4xi1> {
  %fz2605_0 = scf.execute_region -> tensor<4xi1> {
  %fz2606_0 = scf.execute_region -> tensor<4xi1> {
  %fz2607_0 = scf.execute_region -> tensor<4xi1> {
  %fz2608_0 = scf.execute_region -> tensor<4xi1> {
  %fz2609_0 = scf.execute_region -> tensor<4xi1> {
  %fz2610_0 = scf.execute_region -> tensor<4xi1> {
  %fz2611_0 = scf.execute_region -> tensor<4xi1> {
  %fz2612_0 = scf.execute_region -> tensor<4xi1> {
  %fz2613_0 = scf.execute_region -> tensor<4xi1> {
  %fz2614_0 = scf.execute_region -> tensor<4xi1> {
  %fz2615_0 = scf.execute_region -> tensor<4xi1> {
  %fz2616_0 = scf.execute_region -> tensor<4xi1> {
  %fz2617_0 = scf.execute_region -> tensor<4xi1> {
  %fz2618_0 = scf.execute_region -> tensor<4xi1> {
  %fz2619_0 = scf.execute_region -> tensor<4xi1> {
  %fz2620_0 = scf.execute_region -> tensor<4xi1> {
  %fz2621_0 = scf.execute_region -> tensor<4xi1> {
  %fz2622_0 = scf.execute_region -> tensor<4xi1> {
  %fz2623_0 = scf.execute_region -> tensor<4xi1> {
  %fz2624_0 = scf.execute_region -> tensor<4xi1> {
  %fz2625_0 = scf.execute_region -> tensor<4xi1> {
  %fz2626_0 = scf.execute_region -> tensor<4xi1> {
  %fz2627_0 = scf.execute_region -> tensor<4xi1> {
  %fz2628_0 = scf.execute_region -> tensor<4xi1> {
  %fz2629_0 = scf.execute_region -> tensor<4xi1> {
  %fz2630_0 = scf.execute_region -> tensor<4xi1> {
  %fz2631_0 = scf.execute_region -> tensor<4xi1> {
  %fz2632_0 = scf.execute_region -> tensor<4xi1> {
  %fz2633_0 = scf.execute_region -> tensor<4xi1> {
  %fz2634_0 = scf.execute_region -> tensor<4xi1> {
  %fz2635_0 = scf.execute_region -> tensor<4xi1> {
  %fz2636_0 = scf.execute_region -> tensor<4xi1> {
  %fz2637_0 = scf.execute_region -> tensor<4xi1> {
  %fz2638_0 = scf.execute_region -> tensor<4xi1> {
  %fz2639_0 = scf.execute_region -> tensor<4xi1> {
  %fz2640_0 = scf.execute_region -> tensor<4xi1> {
  %fz2641_0 = scf.execute_region -> tensor<4xi1> {
  %fz2642_0 = scf.execute_region -> tensor<4xi1> {
  %fz2643_0 = scf.execute_region -> tensor<4xi1> {
  %fz2644_0 = scf.execute_region -> tensor<4xi1> {
  %fz2645_0 = scf.execute_region -> tensor<4xi1> {
  %fz2646_0 = scf.execute_region -> tensor<4xi1> {
  %fz2647_0 = scf.execute_region -> tensor<4xi1> {
  %fz2648_0 = scf.execute_region -> tensor<4xi1> {
  %fz2649_0 = scf.execute_region -> tensor<4xi1> {
  %fz2650_0 = scf.execute_region -> tensor<4xi1> {
  %fz2651_0 = scf.execute_region -> tensor<4xi1> {
  %fz2652_0 = scf.execute_region -> tensor<4xi1> {
  %fz2653_0 = scf.execute_region -> tensor<4xi1> {
  %fz2654_0 = scf.execute_region -> tensor<4xi1> {
  %fz2655_0 = scf.execute_region -> tensor<4xi1> {
  %fz2656_0 = scf.execute_region -> tensor<4xi1> {
  %fz2657_0 = scf.execute_region -> tensor<4xi1> {
  %fz2658_0 = scf.execute_region -> tensor<4xi1> {
  %fz2659_0 = scf.execute_region -> tensor<4xi1> {
  %fz2660_0 = scf.execute_region -> tensor<4xi1> {
  %fz2661_0 = scf.execute_region -> tensor<4xi1> {
  %fz2662_0 = scf.execute_region -> tensor<4xi1> {
  %fz2663_0 = scf.execute_region -> tensor<4xi1> {
  %fz2664_0 = scf.execute_region -> tensor<4xi1> {
  %fz2665_0 = scf.execute_region -> tensor<4xi1> {
  %fz2666_0 = scf.execute_region -> tensor<4xi1> {
  %fz2667_0 = scf.execute_region -> tensor<4xi1> {
  %fz2668_0 = scf.execute_region -> tensor<4xi1> {
  %fz2669_0 = scf.execute_region -> tensor<4xi1> {
  %fz2670_0 = scf.execute_region -> tensor<4xi1> {
  %fz2671_0 = scf.execute_region -> tensor<4xi1> {
  %fz2672_0 = scf.execute_region -> tensor<4xi1> {
  %fz2673_0 = scf.execute_region -> tensor<4xi1> {
  %fz2674_0 = scf.execute_region -> tensor<4xi1> {
  %fz2675_0 = scf.execute_region -> tensor<4xi1> {
  %fz2676_0 = scf.execute_region -> tensor<4xi1> {
  %fz2677_0 = scf.execute_region -> tensor<4xi1> {
  %fz2678_0 = scf.execute_region -> tensor<4xi1> {
  %fz2679_0 = scf.execute_region -> tensor<4xi1> {
  %fz2680_0 = scf.execute_region -> tensor<4xi1> {
  %fz2681_0 = scf.execute_region -> tensor<4xi1> {
  %fz2682_0 = scf.execute_region -> tensor<4xi1> {
  %fz2683_0 = scf.execute_region -> tensor<4xi1> {
  %fz2684_0 = scf.execute_region -> tensor<4xi1> {
  %fz2685_0 = scf.execute_region -> tensor<4xi1> {
  %fz2686_0 = scf.execute_region -> tensor<4xi1> {
  %fz2687_0 = scf.execute_region -> tensor<4xi1> {
  %fz2688_0 = scf.execute_region -> tensor<4xi1> {
  %fz2689_0 = scf.execute_region -> tensor<4xi1> {
  %fz2690_0 = scf.execute_region -> tensor<4xi1> {
  %fz2691_0 = scf.execute_region -> tensor<4xi1> {
  %fz2692_0 = scf.execute_region -> tensor<4xi1> {
  %fz2693_0 = scf.execute_region -> tensor<4xi1> {
  %fz2694_0 = scf.execute_region -> tensor<4xi1> {
  %fz2695_0 = scf.execute_region -> tensor<4xi1> {
  %fz2696_0 = scf.execute_region -> tensor<4xi1> {
  %fz2697_0 = scf.execute_region -> tensor<4xi1> {
  %fz2698_0 = scf.execute_region -> tensor<4xi1> {
  %fz2699_0 = scf.execute_region -> tensor<4xi1> {
  %fz2700_0 = scf.execute_region -> tensor<4xi1> {
  %fz2701_0 = scf.execute_region -> tensor<4xi1> {
  %fz2702_0 = scf.execute_region -> tensor<4xi1> {
  %fz2703_0 = scf.execute_region -> tensor<4xi1> {
  %fz2704_0 = scf.execute_region -> tensor<4xi1> {
  %fz2705_0 = scf.execute_region -> tensor<4xi1> {
  %fz2706_0 = scf.execute_region -> tensor<4xi1> {
  %fz2707_0 = scf.execute_region -> tensor<4xi1> {
  %fz2708_0 = scf.execute_region -> tensor<4xi1> {
  %fz2709_0 = scf.execute_region -> tensor<4xi1> {
  %fz2710_0 = scf.execute_region -> tensor<4xi1> {
  %fz2711_0 = scf.execute_region -> tensor<4xi1> {
  %fz2712_0 = scf.execute_region -> tensor<4xi1> {
  %fz2713_0 = scf.execute_region -> tensor<4xi1> {
  %fz2714_0 = scf.execute_region -> tensor<4xi1> {
  %fz2715_0 = scf.execute_region -> tensor<4xi1> {
  %fz2716_0 = scf.execute_region -> tensor<4xi1> {
  %fz2717_0 = scf.execute_region -> tensor<4xi1> {
  %fz2718_0 = scf.execute_region -> tensor<4xi1> {
  %fz2719_0 = scf.execute_region -> tensor<4xi1> {
  %fz2720_0 = scf.execute_region -> tensor<4xi1> {
  %fz2721_0 = scf.execute_region -> tensor<4xi1> {
  %fz2722_0 = scf.execute_region -> tensor<4xi1> {
  %fz2723_0 = scf.execute_region -> tensor<4xi1> {
  %fz2724_0 = scf.execute_region -> tensor<4xi1> {
  %fz2725_0 = scf.execute_region -> tensor<4xi1> {
  %fz2726_0 = scf.execute_region -> tensor<4xi1> {
  %fz2727_0 = scf.execute_region -> tensor<4xi1> {
  %fz2728_0 = scf.execute_region -> tensor<4xi1> {
  %fz2729_0 = scf.execute_region -> tensor<4xi1> {
  %fz2730_0 = scf.execute_region -> tensor<4xi1> {
  %fz2731_0 = scf.execute_region -> tensor<4xi1> {
  %fz2732_0 = scf.execute_region -> tensor<4xi1> {
  %fz2733_0 = scf.execute_region -> tensor<4xi1> {
  %fz2734_0 = scf.execute_region -> tensor<4xi1> {
  %fz2735_0 = scf.execute_region -> tensor<4xi1> {
  %fz2736_0 = scf.execute_region -> tensor<4xi1> {
  %fz2737_0 = scf.execute_region -> tensor<4xi1> {
  %fz2738_0 = scf.execute_region -> tensor<4xi1> {
  %fz2739_0 = scf.execute_region -> tensor<4xi1> {
  %fz2740_0 = scf.execute_region -> tensor<4xi1> {
  %fz2741_0 = scf.execute_region -> tensor<4xi1> {
  %fz2742_0 = scf.execute_region -> tensor<4xi1> {
  %fz2743_0 = scf.execute_region -> tensor<4xi1> {
  %fz2744_0 = scf.execute_region -> tensor<4xi1> {
  %fz2745_0 = scf.execute_region -> tensor<4xi1> {
  %fz2746_0 = scf.execute_region -> tensor<4xi1> {
  %fz2747_0 = scf.execute_region -> tensor<4xi1> {
  %fz2748_0 = scf.execute_region -> tensor<4xi1> {
  %fz2749_0 = scf.execute_region -> tensor<4xi1> {
  %fz2750_0 = scf.execute_region -> tensor<4xi1> {
  %fz2751_0 = scf.execute_region -> tensor<4xi1> {
  %fz2752_0 = scf.execute_region -> tensor<4xi1> {
  %fz2753_0 = scf.execute_region -> tensor<4xi1> {
  %fz2754_0 = scf.execute_region -> tensor<4xi1> {
  %fz2755_0 = scf.execute_region -> tensor<4xi1> {
  %fz2756_0 = scf.execute_region -> tensor<4xi1> {
  %fz2757_0 = scf.execute_region -> tensor<4xi1> {
  %fz2758_0 = scf.execute_region -> tensor<4xi1> {
  %fz2759_0 = scf.execute_region -> tensor<4xi1> {
  %fz2760_0 = scf.execute_region -> tensor<4xi1> {
  %fz2761_0 = scf.execute_region -> tensor<4xi1> {
  %fz2762_0 = scf.execute_region -> tensor<4xi1> {
  %fz2763_0 = scf.execute_region -> tensor<4xi1> {
  %fz2764_0 = scf.execute_region -> tensor<4xi1> {
  %fz2765_0 = scf.execute_region -> tensor<4xi1> {
  %fz2766_0 = scf.execute_region -> tensor<4xi1> {
  %fz2767_0 = scf.execute_region -> tensor<4xi1> {
  %fz2768_0 = scf.execute_region -> tensor<4xi1> {
  %fz2769_0 = scf.execute_region -> tensor<4xi1> {
  %fz2770_0 = scf.execute_region -> tensor<4xi1> {
  %fz2771_0 = scf.execute_region -> tensor<4xi1> {
  %fz2772_0 = scf.execute_region -> tensor<4xi1> {
  %fz2773_0 = scf.execute_region -> tensor<4xi1> {
  %fz2774_0 = scf.execute_region -> tensor<4xi1> {
  %fz2775_0 = scf.execute_region -> tensor<4xi1> {
  %fz2776_0 = scf.execute_region -> tensor<4xi1> {
  %fz2777_0 = scf.execute_region -> tensor<4xi1> {
  %fz2778_0 = scf.execute_region -> tensor<4xi1> {
  %fz2779_0 = scf.execute_region -> tensor<4xi1> {
  %fz2780_0 = scf.execute_region -> tensor<4xi1> {
  %fz2781_0 = scf.execute_region -> tensor<4xi1> {
  %fz2782_0 = scf.execute_region -> tensor<4xi1> {
  %fz2783_0 = scf.execute_region -> tensor<4xi1> {
  %fz2784_0 = scf.execute_region -> tensor<4xi1> {
  %fz2785_0 = scf.execute_region -> tensor<4xi1> {
  %fz2786_0 = scf.execute_region -> tensor<4xi1> {
  %fz2787_0 = scf.execute_region -> tensor<4xi1> {
  %fz2788_0 = scf.execute_region -> tensor<4xi1> {
  %fz2789_0 = scf.execute_region -> tensor<4xi1> {
  %fz2790_0 = scf.execute_region -> tensor<4xi1> {
  %fz2791_0 = scf.execute_region -> tensor<4xi1> {
  %fz2792_0 = scf.execute_region -> tensor<4xi1> {
  %fz2793_0 = scf.execute_region -> tensor<4xi1> {
  %fz2794_0 = scf.execute_region -> tensor<4xi1> {
  %fz2795_0 = scf.execute_region -> tensor<4xi1> {
  %fz2796_0 = scf.execute_region -> tensor<4xi1> {
  %fz2797_0 = scf.execute_region -> tensor<4xi1> {
  %fz2798_0 = scf.execute_region -> tensor<4xi1> {
  %fz2799_0 = scf.execute_region -> tensor<4xi1> {
  %fz2800_0 = scf.execute_region -> tensor<4xi1> {
  %fz2801_0 = scf.execute_region -> tensor<4xi1> {
  %fz2802_0 = scf.execute_region -> tensor<4xi1> {
  %fz2803_0 = scf.execute_region -> tensor<4xi1> {
  %fz2804_0 = scf.execute_region -> tensor<4xi1> {
  %fz2805_0 = scf.execute_region -> tensor<4xi1> {
  %fz2806_0 = scf.execute_region -> tensor<4xi1> {
  %fz2807_0 = scf.execute_region -> tensor<4xi1> {
  %fz2808_0 = scf.execute_region -> tensor<4xi1> {
  %fz2809_0 = scf.execute_region -> tensor<4xi1> {
  %fz2810_0 = scf.execute_region -> tensor<4xi1> {
  %fz2811_0 = scf.execute_region -> tensor<4xi1> {
  %fz2812_0 = scf.execute_region -> tensor<4xi1> {
  %fz2813_0 = scf.execute_region -> tensor<4xi1> {
  %fz2814_0 = scf.execute_region -> tensor<4xi1> {
  %fz2815_0 = scf.execute_region -> tensor<4xi1> {
  %fz2816_0 = scf.execute_region -> tensor<4xi1> {
  %fz2817_0 = scf.execute_region -> tensor<4xi1> {
  %fz2818_0 = scf.execute_region -> tensor<4xi1> {
  %fz2819_0 = scf.execute_region -> tensor<4xi1> {
  %fz2820_0 = scf.execute_region -> tensor<4xi1> {
  %fz2821_0 = scf.execute_region -> tensor<4xi1> {
  %fz2822_0 = scf.execute_region -> tensor<4xi1> {
  %fz2823_0 = scf.execute_region -> tensor<4xi1> {
  %fz2824_0 = scf.execute_region -> tensor<4xi1> {
  %fz2825_0 = scf.execute_region -> tensor<4xi1> {
  %fz2826_0 = scf.execute_region -> tensor<4xi1> {
  %fz2827_0 = scf.execute_region -> tensor<4xi1> {
  %fz2828_0 = scf.execute_region -> tensor<4xi1> {
  %fz2829_0 = scf.execute_region -> tensor<4xi1> {
  %fz2830_0 = scf.execute_region -> tensor<4xi1> {
  %fz2831_0 = scf.execute_region -> tensor<4xi1> {
  %fz2832_0 = scf.execute_region -> tensor<4xi1> {
  %fz2833_0 = scf.execute_region -> tensor<4xi1> {
  %fz2834_0 = scf.execute_region -> tensor<4xi1> {
  %fz2835_0 = scf.execute_region -> tensor<4xi1> {
  %fz2836_0 = scf.execute_region -> tensor<4xi1> {
  %fz2837_0 = scf.execute_region -> tensor<4xi1> {
  %fz2838_0 = scf.execute_region -> tensor<4xi1> {
  %fz2839_0 = scf.execute_region -> tensor<4xi1> {
  %fz2840_0 = scf.execute_region -> tensor<4xi1> {
  %fz2841_0 = scf.execute_region -> tensor<4xi1> {
  %fz2842_0 = scf.execute_region -> tensor<4xi1> {
  %fz2843_0 = scf.execute_region -> tensor<4xi1> {
  %fz2844_0 = scf.execute_region -> tensor<4xi1> {
  %fz2845_0 = scf.execute_region -> tensor<4xi1> {
  %fz2846_0 = scf.execute_region -> tensor<4xi1> {
  %fz2847_0 = scf.execute_region -> tensor<4xi1> {
  %fz2848_0 = scf.execute_region -> tensor<4xi1> {
  %fz2849_0 = scf.execute_region -> tensor<4xi1> {
  %fz2850_0 = scf.execute_region -> tensor<4xi1> {
  %fz2851_0 = scf.execute_region -> tensor<4xi1> {
  %fz2852_0 = scf.execute_region -> tensor<4xi1> {
  %fz2853_0 = scf.execute_region -> tensor<4xi1> {
  %fz2854_0 = scf.execute_region -> tensor<4xi1> {
  %fz2855_0 = scf.execute_region -> tensor<4xi1> {
  %fz2856_0 = scf.execute_region -> tensor<4xi1> {
  %fz2857_0 = scf.execute_region -> tensor<4xi1> {
  %fz2858_0 = scf.execute_region -> tensor<4xi1> {
  %fz2859_0 = scf.execute_region -> tensor<4xi1> {
  %fz2860_0 = scf.execute_region -> tensor<4xi1> {
  %fz2861_0 = scf.execute_region -> tensor<4xi1> {
  %fz2862_0 = scf.execute_region -> tensor<4xi1> {
  %fz2863_0 = scf.execute_region -> tensor<4xi1> {
  %fz2864_0 = scf.execute_region -> tensor<4xi1> {
  %fz2865_0 = scf.execute_region -> tensor<4xi1> {
  %fz2866_0 = scf.execute_region -> tensor<4xi1> {
  %fz2867_0 = scf.execute_region -> tensor<4xi1> {
  %fz2868_0 = scf.execute_region -> tensor<4xi1> {
  %fz2869_0 = scf.execute_region -> tensor<4xi1> {
  %fz2870_0 = scf.execute_region -> tensor<4xi1> {
  %fz2871_0 = scf.execute_region -> tensor<4xi1> {
  %fz2872_0 = scf.execute_region -> tensor<4xi1> {
  %fz2873_0 = scf.execute_region -> tensor<4xi1> {
  %fz2874_0 = scf.execute_region -> tensor<4xi1> {
  %fz2875_0 = scf.execute_region -> tensor<4xi1> {
  %fz2876_0 = scf.execute_region -> tensor<4xi1> {
  %fz2877_0 = scf.execute_region -> tensor<4xi1> {
  %fz2878_0 = scf.execute_region -> tensor<4xi1> {
  %fz2879_0 = scf.execute_region -> tensor<4xi1> {
  %fz2880_0 = scf.execute_region -> tensor<4xi1> {
  %fz2881_0 = scf.execute_region -> tensor<4xi1> {
  %fz2882_0 = scf.execute_region -> tensor<4xi1> {
  %fz2883_0 = scf.execute_region -> tensor<4xi1> {
  %fz2884_0 = scf.execute_region -> tensor<4xi1> {
  %fz2885_0 = scf.execute_region -> tensor<4xi1> {
  %fz2886_0 = scf.execute_region -> tensor<4xi1> {
  %fz2887_0 = scf.execute_region -> tensor<4xi1> {
  %fz2888_0 = scf.execute_region -> tensor<4xi1> {
  %fz2889_0 = scf.execute_region -> tensor<4xi1> {
  %fz2890_0 = scf.execute_region -> tensor<4xi1> {
  %fz2891_0 = scf.execute_region -> tensor<4xi1> {
  %fz2892_0 = scf.execute_region -> tensor<4xi1> {
  %fz2893_0 = scf.execute_region -> tensor<4xi1> {
  %fz2894_0 = scf.execute_region -> tensor<4xi1> {
  %fz2895_0 = scf.execute_region -> tensor<4xi1> {
  %fz2896_0 = scf.execute_region -> tensor<4xi1> {
  %fz2897_0 = scf.execute_region -> tensor<4xi1> {
  %fz2898_0 = scf.execute_region -> tensor<4xi1> {
  %fz2899_0 = scf.execute_region -> tensor<4xi1> {
  %fz2900_0 = scf.execute_region -> tensor<4xi1> {
  %fz2901_0 = scf.execute_region -> tensor<4xi1> {
  %fz2902_0 = scf.execute_region -> tensor<4xi1> {
  %fz2903_0 = scf.execute_region -> tensor<4xi1> {
  %fz2904_0 = scf.execute_region -> tensor<4xi1> {
  %fz2905_0 = scf.execute_region -> tensor<4xi1> {
  %fz2906_0 = scf.execute_region -> tensor<4xi1> {
  %fz2907_0 = scf.execute_region -> tensor<4xi1> {
  %fz2908_0 = scf.execute_region -> tensor<4xi1> {
  %fz2909_0 = scf.execute_region -> tensor<4xi1> {
  %fz2910_0 = scf.execute_region -> tensor<4xi1> {
  %fz2911_0 = scf.execute_region -> tensor<4xi1> {
  %fz2912_0 = scf.execute_region -> tensor<4xi1> {
  %fz2913_0 = scf.execute_region -> tensor<4xi1> {
  %fz2914_0 = scf.execute_region -> tensor<4xi1> {
  %fz2915_0 = scf.execute_region -> tensor<4xi1> {
  %fz2916_0 = scf.execute_region -> tensor<4xi1> {
  %fz2917_0 = scf.execute_region -> tensor<4xi1> {
  %fz2918_0 = scf.execute_region -> tensor<4xi1> {
  %fz2919_0 = scf.execute_region -> tensor<4xi1> {
  %fz2920_0 = scf.execute_region -> tensor<4xi1> {
  %fz2921_0 = scf.execute_region -> tensor<4xi1> {
  %fz2922_0 = scf.execute_region -> tensor<4xi1> {
  %fz2923_0 = scf.execute_region -> tensor<4xi1> {
  %fz2924_0 = scf.execute_region -> tensor<4xi1> {
  %fz2925_0 = scf.execute_region -> tensor<4xi1> {
  %fz2926_0 = scf.execute_region -> tensor<4xi1> {
  %fz2927_0 = scf.execute_region -> tensor<4xi1> {
  %fz2928_0 = scf.execute_region -> tensor<4xi1> {
  %fz2929_0 = scf.execute_region -> tensor<4xi1> {
  %fz2930_0 = scf.execute_region -> tensor<4xi1> {
  %fz2931_0 = scf.execute_region -> tensor<4xi1> {
  %fz2932_0 = scf.execute_region -> tensor<4xi1> {
  %fz2933_0 = scf.execute_region -> tensor<4xi1> {
  %fz2934_0 = scf.execute_region -> tensor<4xi1> {
  %fz2935_0 = scf.execute_region -> tensor<4xi1> {
  %fz2936_0 = scf.execute_region -> tensor<4xi1> {
  %fz2937_0 = scf.execute_region -> tensor<4xi1> {
  %fz2938_0 = scf.execute_region -> tensor<4xi1> {
  %fz2939_0 = scf.execute_region -> tensor<4xi1> {
  %fz2940_0 = scf.execute_region -> tensor<4xi1> {
  %fz2941_0 = scf.execute_region -> tensor<4xi1> {
  %fz2942_0 = scf.execute_region -> tensor<4xi1> {
  %fz2943_0 = scf.execute_region -> tensor<4xi1> {
  %fz2944_0 = scf.execute_region -> tensor<4xi1> {
  %fz2945_0 = scf.execute_region -> tensor<4xi1> {
  %fz2946_0 = scf.execute_region -> tensor<4xi1> {
  %fz2947_0 = scf.execute_region -> tensor<4xi1> {
  %fz2948_0 = scf.execute_region -> tensor<4xi1> {
  %fz2949_0 = scf.execute_region -> tensor<4xi1> {
  %fz2950_0 = scf.execute_region -> tensor<4xi1> {
  %fz2951_0 = scf.execute_region -> tensor<4xi1> {
  %fz2952_0 = scf.execute_region -> tensor<4xi1> {
  %fz2953_0 = scf.execute_region -> tensor<4xi1> {
  %fz2954_0 = scf.execute_region -> tensor<4xi1> {
  %fz2955_0 = scf.execute_region -> tensor<4xi1> {
  %fz2956_0 = scf.execute_region -> tensor<4xi1> {
  %fz2957_0 = scf.execute_region -> tensor<4xi1> {
  %fz2958_0 = scf.execute_region -> tensor<4xi1> {
  %fz2959_0 = scf.execute_region -> tensor<4xi1> {
  %fz2960_0 = scf.execute_region -> tensor<4xi1> {
  %fz2961_0 = scf.execute_region -> tensor<4xi1> {
  %fz2962_0 = scf.execute_region -> tensor<4xi1> {
  %fz2963_0 = scf.execute_region -> tensor<4xi1> {
  %fz2964_0 = scf.execute_region -> tensor<4xi1> {
  %fz2965_0 = scf.execute_region -> tensor<4xi1> {
  %fz2966_0 = scf.execute_region -> tensor<4xi1> {
  %fz2967_0 = scf.execute_region -> tensor<4xi1> {
  %fz2968_0 = scf.execute_region -> tensor<4xi1> {
  %fz2969_0 = scf.execute_region -> tensor<4xi1> {
  %fz2970_0 = scf.execute_region -> tensor<4xi1> {
  %fz2971_0 = scf.execute_region -> tensor<4xi1> {
  %fz2972_0 = scf.execute_region -> tensor<4xi1> {
  %fz2973_0 = scf.execute_region -> tensor<4xi1> {
  %fz2974_0 = scf.execute_region -> tensor<4xi1> {
  %fz2975_0 = scf.execute_region -> tensor<4xi1> {
  %fz2976_0 = scf.execute_region -> tensor<4xi1> {
  %fz2977_0 = scf.execute_region -> tensor<4xi1> {
  %fz2978_0 = scf.execute_region -> tensor<4xi1> {
  %fz2979_0 = scf.execute_region -> tensor<4xi1> {
  %fz2980_0 = scf.execute_region -> tensor<4xi1> {
  %fz2981_0 = scf.execute_region -> tensor<4xi1> {
  %fz2982_0 = scf.execute_region -> tensor<4xi1> {
  %fz2983_0 = scf.execute_region -> tensor<4xi1> {
  %fz2984_0 = scf.execute_region -> tensor<4xi1> {
  %fz2985_0 = scf.execute_region -> tensor<4xi1> {
  %fz2986_0 = scf.execute_region -> tensor<4xi1> {
  %fz2987_0 = scf.execute_region -> tensor<4xi1> {
  %fz2988_0 = scf.execute_region -> tensor<4xi1> {
  %fz2989_0 = scf.execute_region -> tensor<4xi1> {
  %fz2990_0 = scf.execute_region -> tensor<4xi1> {
  %fz2991_0 = scf.execute_region -> tensor<4xi1> {
  %fz2992_0 = scf.execute_region -> tensor<4xi1> {
  %fz2993_0 = scf.execute_region -> tensor<4xi1> {
  %fz2994_0 = scf.execute_region -> tensor<4xi1> {
  %fz2995_0 = scf.execute_region -> tensor<4xi1> {
  %fz2996_0 = scf.execute_region -> tensor<4xi1> {
  %fz2997_0 = scf.execute_region -> tensor<4xi1> {
  %fz2998_0 = scf.execute_region -> tensor<4xi1> {
  %fz2999_0 = scf.execute_region -> tensor<4xi1> {
    %fz_in_0 = tosa.logical_or %a0, %a1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    scf.yield %fz_in_0 : tensor<4xi1>
  }
    scf.yield %fz2999_0 : tensor<4xi1>
  }
    scf.yield %fz2998_0 : tensor<4xi1>
  }
    scf.yield %fz2997_0 : tensor<4xi1>
  }
    scf.yield %fz2996_0 : tensor<4xi1>
  }
    scf.yield %fz2995_0 : tensor<4xi1>
  }
    scf.yield %fz2994_0 : tensor<4xi1>
  }
    scf.yield %fz2993_0 : tensor<4xi1>
  }
    scf.yield %fz2992_0 : tensor<4xi1>
  }
    scf.yield %fz2991_0 : tensor<4xi1>
  }
    scf.yield %fz2990_0 : tensor<4xi1>
  }
    scf.yield %fz2989_0 : tensor<4xi1>
  }
    scf.yield %fz2988_0 : tensor<4xi1>
  }
    scf.yield %fz2987_0 : tensor<4xi1>
  }
    scf.yield %fz2986_0 : tensor<4xi1>
  }
    scf.yield %fz2985_0 : tensor<4xi1>
  }
    scf.yield %fz2984_0 : tensor<4xi1>
  }
    scf.yield %fz2983_0 : tensor<4xi1>
  }
    scf.yield %fz2982_0 : tensor<4xi1>
  }
    scf.yield %fz2981_0 : tensor<4xi1>
  }
    scf.yield %fz2980_0 : tensor<4xi1>
  }
    scf.yield %fz2979_0 : tensor<4xi1>
  }
    scf.yield %fz2978_0 : tensor<4xi1>
  }
    scf.yield %fz2977_0 : tensor<4xi1>
  }
    scf.yield %fz2976_0 : tensor<4xi1>
  }
    scf.yield %fz2975_0 : tensor<4xi1>
  }
    scf.yield %fz2974_0 : tensor<4xi1>
  }
    scf.yield %fz2973_0 : tensor<4xi1>
  }
    scf.yield %fz2972_0 : tensor<4xi1>
  }
    scf.yield %fz2971_0 : tensor<4xi1>
  }
    scf.yield %fz2970_0 : tensor<4xi1>
  }
    scf.yield %fz2969_0 : tensor<4xi1>
  }
    scf.yield %fz2968_0 : tensor<4xi1>
  }
    scf.yield %fz2967_0 : tensor<4xi1>
  }
    scf.yield %fz2966_0 : tensor<4xi1>
  }
    scf.yield %fz2965_0 : tensor<4xi1>
  }
    scf.yield %fz2964_0 : tensor<4xi1>
  }
    scf.yield %fz2963_0 : tensor<4xi1>
  }
    scf.yield %fz2962_0 : tensor<4xi1>
  }
    scf.yield %fz2961_0 : tensor<4xi1>
  }
    scf.yield %fz2960_0 : tensor<4xi1>
  }
    scf.yield %fz2959_0 : tensor<4xi1>
  }
    scf.yield %fz2958_0 : tensor<4xi1>
  }
    scf.yield %fz2957_0 : tensor<4xi1>
  }
    scf.yield %fz2956_0 : tensor<4xi1>
  }
    scf.yield %fz2955_0 : tensor<4xi1>
  }
    scf.yield %fz2954_0 : tensor<4xi1>
  }
    scf.yield %fz2953_0 : tensor<4xi1>
  }
    scf.yield %fz2952_0 : tensor<4xi1>
  }
    scf.yield %fz2951_0 : tensor<4xi1>
  }
    scf.yield %fz2950_0 : tensor<4xi1>
  }
    scf.yield %fz2949_0 : tensor<4xi1>
  }
    scf.yield %fz2948_0 : tensor<4xi1>
  }
    scf.yield %fz2947_0 : tensor<4xi1>
  }
    scf.yield %fz2946_0 : tensor<4xi1>
  }
    scf.yield %fz2945_0 : tensor<4xi1>
  }
    scf.yield %fz2944_0 : tensor<4xi1>
  }
    scf.yield %fz2943_0 : tensor<4xi1>
  }
    scf.yield %fz2942_0 : tensor<4xi1>
  }
    scf.yield %fz2941_0 : tensor<4xi1>
  }
    scf.yield %fz2940_0 : tensor<4xi1>
  }
    scf.yield %fz2939_0 : tensor<4xi1>
  }
    scf.yield %fz2938_0 : tensor<4xi1>
  }
    scf.yield %fz2937_0 : tensor<4xi1>
  }
    scf.yield %fz2936_0 : tensor<4xi1>
  }
    scf.yield %fz2935_0 : tensor<4xi1>
  }
    scf.yield %fz2934_0 : tensor<4xi1>
  }
    scf.yield %fz2933_0 : tensor<4xi1>
  }
    scf.yield %fz2932_0 : tensor<4xi1>
  }
    scf.yield %fz2931_0 : tensor<4xi1>
  }
    scf.yield %fz2930_0 : tensor<4xi1>
  }
    scf.yield %fz2929_0 : tensor<4xi1>
  }
    scf.yield %fz2928_0 : tensor<4xi1>
  }
    scf.yield %fz2927_0 : tensor<4xi1>
  }
    scf.yield %fz2926_0 : tensor<4xi1>
  }
    scf.yield %fz2925_0 : tensor<4xi1>
  }
    scf.yield %fz2924_0 : tensor<4xi1>
  }
    scf.yield %fz2923_0 : tensor<4xi1>
  }
    scf.yield %fz2922_0 : tensor<4xi1>
  }
    scf.yield %fz2921_0 : tensor<4xi1>
  }
    scf.yield %fz2920_0 : tensor<4xi1>
  }
    scf.yield %fz2919_0 : tensor<4xi1>
  }
    scf.yield %fz2918_0 : tensor<4xi1>
  }
    scf.yield %fz2917_0 : tensor<4xi1>
  }
    scf.yield %fz2916_0 : tensor<4xi1>
  }
    scf.yield %fz2915_0 : tensor<4xi1>
  }
    scf.yield %fz2914_0 : tensor<4xi1>
  }
    scf.yield %fz2913_0 : tensor<4xi1>
  }
    scf.yield %fz2912_0 : tensor<4xi1>
  }
    scf.yield %fz2911_0 : tensor<4xi1>
  }
    scf.yield %fz2910_0 : tensor<4xi1>
  }
    scf.yield %fz2909_0 : tensor<4xi1>
  }
    scf.yield %fz2908_0 : tensor<4xi1>
  }
    scf.yield %fz2907_0 : tensor<4xi1>
  }
    scf.yield %fz2906_0 : tensor<4xi1>
  }
    scf.yield %fz2905_0 : tensor<4xi1>
  }
    scf.yield %fz2904_0 : tensor<4xi1>
  }
    scf.yield %fz2903_0 : tensor<4xi1>
  }
    scf.yield %fz2902_0 : tensor<4xi1>
  }
    scf.yield %fz2901_0 : tensor<4xi1>
  }
    scf.yield %fz2900_0 : tensor<4xi1>
  }
    scf.yield %fz2899_0 : tensor<4xi1>
  }
    scf.yield %fz2898_0 : tensor<4xi1>
  }
    scf.yield %fz2897_0 : tensor<4xi1>
  }
    scf.yield %fz2896_0 : tensor<4xi1>
  }
    scf.yield %fz2895_0 : tensor<4xi1>
  }
    scf.yield %fz2894_0 : tensor<4xi1>
  }
    scf.yield %fz2893_0 : tensor<4xi1>
  }
    scf.yield %fz2892_0 : tensor<4xi1>
  }
    scf.yield %fz2891_0 : tensor<4xi1>
  }
    scf.yield %fz2890_0 : tensor<4xi1>
  }
    scf.yield %fz2889_0 : tensor<4xi1>
  }
    scf.yield %fz2888_0 : tensor<4xi1>
  }
    scf.yield %fz2887_0 : tensor<4xi1>
  }
    scf.yield %fz2886_0 : tensor<4xi1>
  }
    scf.yield %fz2885_0 : tensor<4xi1>
  }
    scf.yield %fz2884_0 : tensor<4xi1>
  }
    scf.yield %fz2883_0 : tensor<4xi1>
  }
    scf.yield %fz2882_0 : tensor<4xi1>
  }
    scf.yield %fz2881_0 : tensor<4xi1>
  }
    scf.yield %fz2880_0 : tensor<4xi1>
  }
    scf.yield %fz2879_0 : tensor<4xi1>
  }
    scf.yield %fz2878_0 : tensor<4xi1>
  }
    scf.yield %fz2877_0 : tensor<4xi1>
  }
    scf.yield %fz2876_0 : tensor<4xi1>
  }
    scf.yield %fz2875_0 : tensor<4xi1>
  }
    scf.yield %fz2874_0 : tensor<4xi1>
  }
    scf.yield %fz2873_0 : tensor<4xi1>
  }
    scf.yield %fz2872_0 : tensor<4xi1>
  }
    scf.yield %fz2871_0 : tensor<4xi1>
  }
    scf.yield %fz2870_0 : tensor<4xi1>
  }
    scf.yield %fz2869_0 : tensor<4xi1>
  }
    scf.yield %fz2868_0 : tensor<4xi1>
  }
    scf.yield %fz2867_0 : tensor<4xi1>
  }
    scf.yield %fz2866_0 : tensor<4xi1>
  }
    scf.yield %fz2865_0 : tensor<4xi1>
  }
    scf.yield %fz2864_0 : tensor<4xi1>
  }
    scf.yield %fz2863_0 : tensor<4xi1>
  }
    scf.yield %fz2862_0 : tensor<4xi1>
  }
    scf.yield %fz2861_0 : tensor<4xi1>
  }
    scf.yield %fz2860_0 : tensor<4xi1>
  }
    scf.yield %fz2859_0 : tensor<4xi1>
  }
    scf.yield %fz2858_0 : tensor<4xi1>
  }
    scf.yield %fz2857_0 : tensor<4xi1>
  }
    scf.yield %fz2856_0 : tensor<4xi1>
  }
    scf.yield %fz2855_0 : tensor<4xi1>
  }
    scf.yield %fz2854_0 : tensor<4xi1>
  }
    scf.yield %fz2853_0 : tensor<4xi1>
  }
    scf.yield %fz2852_0 : tensor<4xi1>
  }
    scf.yield %fz2851_0 : tensor<4xi1>
  }
    scf.yield %fz2850_0 : tensor<4xi1>
  }
    scf.yield %fz2849_0 : tensor<4xi1>
  }
    scf.yield %fz2848_0 : tensor<4xi1>
  }
    scf.yield %fz2847_0 : tensor<4xi1>
  }
    scf.yield %fz2846_0 : tensor<4xi1>
  }
    scf.yield %fz2845_0 : tensor<4xi1>
  }
    scf.yield %fz2844_0 : tensor<4xi1>
  }
    scf.yield %fz2843_0 : tensor<4xi1>
  }
    scf.yield %fz2842_0 : tensor<4xi1>
  }
    scf.yield %fz2841_0 : tensor<4xi1>
  }
    scf.yield %fz2840_0 : tensor<4xi1>
  }
    scf.yield %fz2839_0 : tensor<4xi1>
  }
    scf.yield %fz2838_0 : tensor<4xi1>
  }
    scf.yield %fz2837_0 : tensor<4xi1>
  }
    scf.yield %fz2836_0 : tensor<4xi1>
  }
    scf.yield %fz2835_0 : tensor<4xi1>
  }
    scf.yield %fz2834_0 : tensor<4xi1>
  }
    scf.yield %fz2833_0 : tensor<4xi1>
  }
    scf.yield %fz2832_0 : tensor<4xi1>
  }
    scf.yield %fz2831_0 : tensor<4xi1>
  }
    scf.yield %fz2830_0 : tensor<4xi1>
  }
    scf.yield %fz2829_0 : tensor<4xi1>
  }
    scf.yield %fz2828_0 : tensor<4xi1>
  }
    scf.yield %fz2827_0 : tensor<4xi1>
  }
    scf.yield %fz2826_0 : tensor<4xi1>
  }
    scf.yield %fz2825_0 : tensor<4xi1>
  }
    scf.yield %fz2824_0 : tensor<4xi1>
  }
    scf.yield %fz2823_0 : tensor<4xi1>
  }
    scf.yield %fz2822_0 : tensor<4xi1>
  }
    scf.yield %fz2821_0 : tensor<4xi1>
  }
    scf.yield %fz2820_0 : tensor<4xi1>
  }
    scf.yield %fz2819_0 : tensor<4xi1>
  }
    scf.yield %fz2818_0 : tensor<4xi1>
  }
    scf.yield %fz2817_0 : tensor<4xi1>
  }
    scf.yield %fz2816_0 : tensor<4xi1>
  }
    scf.yield %fz2815_0 : tensor<4xi1>
  }
    scf.yield %fz2814_0 : tensor<4xi1>
  }
    scf.yield %fz2813_0 : tensor<4xi1>
  }
    scf.yield %fz2812_0 : tensor<4xi1>
  }
    scf.yield %fz2811_0 : tensor<4xi1>
  }
    scf.yield %fz2810_0 : tensor<4xi1>
  }
    scf.yield %fz2809_0 : tensor<4xi1>
  }
    scf.yield %fz2808_0 : tensor<4xi1>
  }
    scf.yield %fz2807_0 : tensor<4xi1>
  }
    scf.yield %fz2806_0 : tensor<4xi1>
  }
    scf.yield %fz2805_0 : tensor<4xi1>
  }
    scf.yield %fz2804_0 : tensor<4xi1>
  }
    scf.yield %fz2803_0 : tensor<4xi1>
  }
    scf.yield %fz2802_0 : tensor<4xi1>
  }
    scf.yield %fz2801_0 : tensor<4xi1>
  }
    scf.yield %fz2800_0 : tensor<4xi1>
  }
    scf.yield %fz2799_0 : tensor<4xi1>
  }
    scf.yield %fz2798_0 : tensor<4xi1>
  }
    scf.yield %fz2797_0 : tensor<4xi1>
  }
    scf.yield %fz2796_0 : tensor<4xi1>
  }
    scf.yield %fz2795_0 : tensor<4xi1>
  }
    scf.yield %fz2794_0 : tensor<4xi1>
  }
    scf.yield %fz2793_0 : tensor<4xi1>
  }
    scf.yield %fz2792_0 : tensor<4xi1>
  }
    scf.yield %fz2791_0 : tensor<4xi1>
  }
    scf.yield %fz2790_0 : tensor<4xi1>
  }
    scf.yield %fz2789_0 : tensor<4xi1>
  }
    scf.yield %fz2788_0 : tensor<4xi1>
  }
    scf.yield %fz2787_0 : tensor<4xi1>
  }
    scf.yield %fz2786_0 : tensor<4xi1>
  }
    scf.yield %fz2785_0 : tensor<4xi1>
  }
    scf.yield %fz2784_0 : tensor<4xi1>
  }
    scf.yield %fz2783_0 : tensor<4xi1>
  }
    scf.yield %fz2782_0 : tensor<4xi1>
  }
    scf.yield %fz2781_0 : tensor<4xi1>
  }
    scf.yield %fz2780_0 : tensor<4xi1>
  }
    scf.yield %fz2779_0 : tensor<4xi1>
  }
    scf.yield %fz2778_0 : tensor<4xi1>
  }
    scf.yield %fz2777_0 : tensor<4xi1>
  }
    scf.yield %fz2776_0 : tensor<4xi1>
  }
    scf.yield %fz2775_0 : tensor<4xi1>
  }
    scf.yield %fz2774_0 : tensor<4xi1>
  }
    scf.yield %fz2773_0 : tensor<4xi1>
  }
    scf.yield %fz2772_0 : tensor<4xi1>
  }
    scf.yield %fz2771_0 : tensor<4xi1>
  }
    scf.yield %fz2770_0 : tensor<4xi1>
  }
    scf.yield %fz2769_0 : tensor<4xi1>
  }
    scf.yield %fz2768_0 : tensor<4xi1>
  }
    scf.yield %fz2767_0 : tensor<4xi1>
  }
    scf.yield %fz2766_0 : tensor<4xi1>
  }
    scf.yield %fz2765_0 : tensor<4xi1>
  }
    scf.yield %fz2764_0 : tensor<4xi1>
  }
    scf.yield %fz2763_0 : tensor<4xi1>
  }
    scf.yield %fz2762_0 : tensor<4xi1>
  }
    scf.yield %fz2761_0 : tensor<4xi1>
  }
    scf.yield %fz2760_0 : tensor<4xi1>
  }
    scf.yield %fz2759_0 : tensor<4xi1>
  }
    scf.yield %fz2758_0 : tensor<4xi1>
  }
    scf.yield %fz2757_0 : tensor<4xi1>
  }
    scf.yield %fz2756_0 : tensor<4xi1>
  }
    scf.yield %fz2755_0 : tensor<4xi1>
  }
    scf.yield %fz2754_0 : tensor<4xi1>
  }
    scf.yield %fz2753_0 : tensor<4xi1>
  }
    scf.yield %fz2752_0 : tensor<4xi1>
  }
    scf.yield %fz2751_0 : tensor<4xi1>
  }
    scf.yield %fz2750_0 : tensor<4xi1>
  }
    scf.yield %fz2749_0 : tensor<4xi1>
  }
    scf.yield %fz2748_0 : tensor<4xi1>
  }
    scf.yield %fz2747_0 : tensor<4xi1>
  }
    scf.yield %fz2746_0 : tensor<4xi1>
  }
    scf.yield %fz2745_0 : tensor<4xi1>
  }
    scf.yield %fz2744_0 : tensor<4xi1>
  }
    scf.yield %fz2743_0 : tensor<4xi1>
  }
    scf.yield %fz2742_0 : tensor<4xi1>
  }
    scf.yield %fz2741_0 : tensor<4xi1>
  }
    scf.yield %fz2740_0 : tensor<4xi1>
  }
    scf.yield %fz2739_0 : tensor<4xi1>
  }
    scf.yield %fz2738_0 : tensor<4xi1>
  }
    scf.yield %fz2737_0 : tensor<4xi1>
  }
    scf.yield %fz2736_0 : tensor<4xi1>
  }
    scf.yield %fz2735_0 : tensor<4xi1>
  }
    scf.yield %fz2734_0 : tensor<4xi1>
  }
    scf.yield %fz2733_0 : tensor<4xi1>
  }
    scf.yield %fz2732_0 : tensor<4xi1>
  }
    scf.yield %fz2731_0 : tensor<4xi1>
  }
    scf.yield %fz2730_0 : tensor<4xi1>
  }
    scf.yield %fz2729_0 : tensor<4xi1>
  }
    scf.yield %fz2728_0 : tensor<4xi1>
  }
    scf.yield %fz2727_0 : tensor<4xi1>
  }
    scf.yield %fz2726_0 : tensor<4xi1>
  }
    scf.yield %fz2725_0 : tensor<4xi1>
  }
    scf.yield %fz2724_0 : tensor<4xi1>
  }
    scf.yield %fz2723_0 : tensor<4xi1>
  }
    scf.yield %fz2722_0 : tensor<4xi1>
  }
    scf.yield %fz2721_0 : tensor<4xi1>
  }
    scf.yield %fz2720_0 : tensor<4xi1>
  }
    scf.yield %fz2719_0 : tensor<4xi1>
  }
    scf.yield %fz2718_0 : tensor<4xi1>
  }
    scf.yield %fz2717_0 : tensor<4xi1>
  }
    scf.yield %fz2716_0 : tensor<4xi1>
  }
    scf.yield %fz2715_0 : tensor<4xi1>
  }
    scf.yield %fz2714_0 : tensor<4xi1>
  }
    scf.yield %fz2713_0 : tensor<4xi1>
  }
    scf.yield %fz2712_0 : tensor<4xi1>
  }
    scf.yield %fz2711_0 : tensor<4xi1>
  }
    scf.yield %fz2710_0 : tensor<4xi1>
  }
    scf.yield %fz2709_0 : tensor<4xi1>
  }
    scf.yield %fz2708_0 : tensor<4xi1>
  }
    scf.yield %fz2707_0 : tensor<4xi1>
  }
    scf.yield %fz2706_0 : tensor<4xi1>
  }
    scf.yield %fz2705_0 : tensor<4xi1>
  }
    scf.yield %fz2704_0 : tensor<4xi1>
  }
    scf.yield %fz2703_0 : tensor<4xi1>
  }
    scf.yield %fz2702_0 : tensor<4xi1>
  }
    scf.yield %fz2701_0 : tensor<4xi1>
  }
    scf.yield %fz2700_0 : tensor<4xi1>
  }
    scf.yield %fz2699_0 : tensor<4xi1>
  }
    scf.yield %fz2698_0 : tensor<4xi1>
  }
    scf.yield %fz2697_0 : tensor<4xi1>
  }
    scf.yield %fz2696_0 : tensor<4xi1>
  }
    scf.yield %fz2695_0 : tensor<4xi1>
  }
    scf.yield %fz2694_0 : tensor<4xi1>
  }
    scf.yield %fz2693_0 : tensor<4xi1>
  }
    scf.yield %fz2692_0 : tensor<4xi1>
  }
    scf.yield %fz2691_0 : tensor<4xi1>
  }
    scf.yield %fz2690_0 : tensor<4xi1>
  }
    scf.yield %fz2689_0 : tensor<4xi1>
  }
    scf.yield %fz2688_0 : tensor<4xi1>
  }
    scf.yield %fz2687_0 : tensor<4xi1>
  }
    scf.yield %fz2686_0 : tensor<4xi1>
  }
    scf.yield %fz2685_0 : tensor<4xi1>
  }
    scf.yield %fz2684_0 : tensor<4xi1>
  }
    scf.yield %fz2683_0 : tensor<4xi1>
  }
    scf.yield %fz2682_0 : tensor<4xi1>
  }
    scf.yield %fz2681_0 : tensor<4xi1>
  }
    scf.yield %fz2680_0 : tensor<4xi1>
  }
    scf.yield %fz2679_0 : tensor<4xi1>
  }
    scf.yield %fz2678_0 : tensor<4xi1>
  }
    scf.yield %fz2677_0 : tensor<4xi1>
  }
    scf.yield %fz2676_0 : tensor<4xi1>
  }
    scf.yield %fz2675_0 : tensor<4xi1>
  }
    scf.yield %fz2674_0 : tensor<4xi1>
  }
    scf.yield %fz2673_0 : tensor<4xi1>
  }
    scf.yield %fz2672_0 : tensor<4xi1>
  }
    scf.yield %fz2671_0 : tensor<4xi1>
  }
    scf.yield %fz2670_0 : tensor<4xi1>
  }
    scf.yield %fz2669_0 : tensor<4xi1>
  }
    scf.yield %fz2668_0 : tensor<4xi1>
  }
    scf.yield %fz2667_0 : tensor<4xi1>
  }
    scf.yield %fz2666_0 : tensor<4xi1>
  }
    scf.yield %fz2665_0 : tensor<4xi1>
  }
    scf.yield %fz2664_0 : tensor<4xi1>
  }
    scf.yield %fz2663_0 : tensor<4xi1>
  }
    scf.yield %fz2662_0 : tensor<4xi1>
  }
    scf.yield %fz2661_0 : tensor<4xi1>
  }
    scf.yield %fz2660_0 : tensor<4xi1>
  }
    scf.yield %fz2659_0 : tensor<4xi1>
  }
    scf.yield %fz2658_0 : tensor<4xi1>
  }
    scf.yield %fz2657_0 : tensor<4xi1>
  }
    scf.yield %fz2656_0 : tensor<4xi1>
  }
    scf.yield %fz2655_0 : tensor<4xi1>
  }
    scf.yield %fz2654_0 : tensor<4xi1>
  }
    scf.yield %fz2653_0 : tensor<4xi1>
  }
    scf.yield %fz2652_0 : tensor<4xi1>
  }
    scf.yield %fz2651_0 : tensor<4xi1>
  }
    scf.yield %fz2650_0 : tensor<4xi1>
  }
    scf.yield %fz2649_0 : tensor<4xi1>
  }
    scf.yield %fz2648_0 : tensor<4xi1>
  }
    scf.yield %fz2647_0 : tensor<4xi1>
  }
    scf.yield %fz2646_0 : tensor<4xi1>
  }
    scf.yield %fz2645_0 : tensor<4xi1>
  }
    scf.yield %fz2644_0 : tensor<4xi1>
  }
    scf.yield %fz2643_0 : tensor<4xi1>
  }
    scf.yield %fz2642_0 : tensor<4xi1>
  }
    scf.yield %fz2641_0 : tensor<4xi1>
  }
    scf.yield %fz2640_0 : tensor<4xi1>
  }
    scf.yield %fz2639_0 : tensor<4xi1>
  }
    scf.yield %fz2638_0 : tensor<4xi1>
  }
    scf.yield %fz2637_0 : tensor<4xi1>
  }
    scf.yield %fz2636_0 : tensor<4xi1>
  }
    scf.yield %fz2635_0 : tensor<4xi1>
  }
    scf.yield %fz2634_0 : tensor<4xi1>
  }
    scf.yield %fz2633_0 : tensor<4xi1>
  }
    scf.yield %fz2632_0 : tensor<4xi1>
  }
    scf.yield %fz2631_0 : tensor<4xi1>
  }
    scf.yield %fz2630_0 : tensor<4xi1>
  }
    scf.yield %fz2629_0 : tensor<4xi1>
  }
    scf.yield %fz2628_0 : tensor<4xi1>
  }
    scf.yield %fz2627_0 : tensor<4xi1>
  }
    scf.yield %fz2626_0 : tensor<4xi1>
  }
    scf.yield %fz2625_0 : tensor<4xi1>
  }
    scf.yield %fz2624_0 : tensor<4xi1>
  }
    scf.yield %fz2623_0 : tensor<4xi1>
  }
    scf.yield %fz2622_0 : tensor<4xi1>
  }
    scf.yield %fz2621_0 : tensor<4xi1>
  }
    scf.yield %fz2620_0 : tensor<4xi1>
  }
    scf.yield %fz2619_0 : tensor<4xi1>
  }
    scf.yield %fz2618_0 : tensor<4xi1>
  }
    scf.yield %fz2617_0 : tensor<4xi1>
  }
    scf.yield %fz2616_0 : tensor<4xi1>
  }
    scf.yield %fz2615_0 : tensor<4xi1>
  }
    scf.yield %fz2614_0 : tensor<4xi1>
  }
    scf.yield %fz2613_0 : tensor<4xi1>
  }
    scf.yield %fz2612_0 : tensor<4xi1>
  }
    scf.yield %fz2611_0 : tensor<4xi1>
  }
    scf.yield %fz2610_0 : tensor<4xi1>
  }
    scf.yield %fz2609_0 : tensor<4xi1>
  }
    scf.yield %fz2608_0 : tensor<4xi1>
  }
    scf.yield %fz2607_0 : tensor<4xi1>
  }
    scf.yield %fz2606_0 : tensor<4xi1>
  }
    scf.yield %fz2605_0 : tensor<4xi1>
  }
    scf.yield %fz2604_0 : tensor<4xi1>
  }
    scf.yield %fz2603_0 : tensor<4xi1>
  }
    scf.yield %fz2602_0 : tensor<4xi1>
  }
    scf.yield %fz2601_0 : tensor<4xi1>
  }
    scf.yield %fz2600_0 : tensor<4xi1>
  }
    scf.yield %fz2599_0 : tensor<4xi1>
  }
    scf.yield %fz2598_0 : tensor<4xi1>
  }
    scf.yield %fz2597_0 : tensor<4xi1>
  }
    scf.yield %fz2596_0 : tensor<4xi1>
  }
    scf.yield %fz2595_0 : tensor<4xi1>
  }
    scf.yield %fz2594_0 : tensor<4xi1>
  }
    scf.yield %fz2593_0 : tensor<4xi1>
  }
    scf.yield %fz2592_0 : tensor<4xi1>
  }
    scf.yield %fz2591_0 : tensor<4xi1>
  }
    scf.yield %fz2590_0 : tensor<4xi1>
  }
    scf.yield %fz2589_0 : tensor<4xi1>
  }
    scf.yield %fz2588_0 : tensor<4xi1>
  }
    scf.yield %fz2587_0 : tensor<4xi1>
  }
    scf.yield %fz2586_0 : tensor<4xi1>
  }
    scf.yield %fz2585_0 : tensor<4xi1>
  }
    scf.yield %fz2584_0 : tensor<4xi1>
  }
    scf.yield %fz2583_0 : tensor<4xi1>
  }
    scf.yield %fz2582_0 : tensor<4xi1>
  }
    scf.yield %fz2581_0 : tensor<4xi1>
  }
    scf.yield %fz2580_0 : tensor<4xi1>
  }
    scf.yield %fz2579_0 : tensor<4xi1>
  }
    scf.yield %fz2578_0 : tensor<4xi1>
  }
    scf.yield %fz2577_0 : tensor<4xi1>
  }
    scf.yield %fz2576_0 : tensor<4xi1>
  }
    scf.yield %fz2575_0 : tensor<4xi1>
  }
    scf.yield %fz2574_0 : tensor<4xi1>
  }
    scf.yield %fz2573_0 : tensor<4xi1>
  }
    scf.yield %fz2572_0 : tensor<4xi1>
  }
    scf.yield %fz2571_0 : tensor<4xi1>
  }
    scf.yield %fz2570_0 : tensor<4xi1>
  }
    scf.yield %fz2569_0 : tensor<4xi1>
  }
    scf.yield %fz2568_0 : tensor<4xi1>
  }
    scf.yield %fz2567_0 : tensor<4xi1>
  }
    scf.yield %fz2566_0 : tensor<4xi1>
  }
    scf.yield %fz2565_0 : tensor<4xi1>
  }
    scf.yield %fz2564_0 : tensor<4xi1>
  }
    scf.yield %fz2563_0 : tensor<4xi1>
  }
    scf.yield %fz2562_0 : tensor<4xi1>
  }
    scf.yield %fz2561_0 : tensor<4xi1>
  }
    scf.yield %fz2560_0 : tensor<4xi1>
  }
    scf.yield %fz2559_0 : tensor<4xi1>
  }
    scf.yield %fz2558_0 : tensor<4xi1>
  }
    scf.yield %fz2557_0 : tensor<4xi1>
  }
    scf.yield %fz2556_0 : tensor<4xi1>
  }
    scf.yield %fz2555_0 : tensor<4xi1>
  }
    scf.yield %fz2554_0 : tensor<4xi1>
  }
    scf.yield %fz2553_0 : tensor<4xi1>
  }
    scf.yield %fz2552_0 : tensor<4xi1>
  }
    scf.yield %fz2551_0 : tensor<4xi1>
  }
    scf.yield %fz2550_0 : tensor<4xi1>
  }
    scf.yield %fz2549_0 : tensor<4xi1>
  }
    scf.yield %fz2548_0 : tensor<4xi1>
  }
    scf.yield %fz2547_0 : tensor<4xi1>
  }
    scf.yield %fz2546_0 : tensor<4xi1>
  }
    scf.yield %fz2545_0 : tensor<4xi1>
  }
    scf.yield %fz2544_0 : tensor<4xi1>
  }
    scf.yield %fz2543_0 : tensor<4xi1>
  }
    scf.yield %fz2542_0 : tensor<4xi1>
  }
    scf.yield %fz2541_0 : tensor<4xi1>
  }
    scf.yield %fz2540_0 : tensor<4xi1>
  }
    scf.yield %fz2539_0 : tensor<4xi1>
  }
    scf.yield %fz2538_0 : tensor<4xi1>
  }
    scf.yield %fz2537_0 : tensor<4xi1>
  }
    scf.yield %fz2536_0 : tensor<4xi1>
  }
    scf.yield %fz2535_0 : tensor<4xi1>
  }
    scf.yield %fz2534_0 : tensor<4xi1>
  }
    scf.yield %fz2533_0 : tensor<4xi1>
  }
    scf.yield %fz2532_0 : tensor<4xi1>
  }
    scf.yield %fz2531_0 : tensor<4xi1>
  }
    scf.yield %fz2530_0 : tensor<4xi1>
  }
    scf.yield %fz2529_0 : tensor<4xi1>
  }
    scf.yield %fz2528_0 : tensor<4xi1>
  }
    scf.yield %fz2527_0 : tensor<4xi1>
  }
    scf.yield %fz2526_0 : tensor<4xi1>
  }
    scf.yield %fz2525_0 : tensor<4xi1>
  }
    scf.yield %fz2524_0 : tensor<4xi1>
  }
    scf.yield %fz2523_0 : tensor<4xi1>
  }
    scf.yield %fz2522_0 : tensor<4xi1>
  }
    scf.yield %fz2521_0 : tensor<4xi1>
  }
    scf.yield %fz2520_0 : tensor<4xi1>
  }
    scf.yield %fz2519_0 : tensor<4xi1>
  }
    scf.yield %fz2518_0 : tensor<4xi1>
  }
    scf.yield %fz2517_0 : tensor<4xi1>
  }
    scf.yield %fz2516_0 : tensor<4xi1>
  }
    scf.yield %fz2515_0 : tensor<4xi1>
  }
    scf.yield %fz2514_0 : tensor<4xi1>
  }
    scf.yield %fz2513_0 : tensor<4xi1>
  }
    scf.yield %fz2512_0 : tensor<4xi1>
  }
    scf.yield %fz2511_0 : tensor<4xi1>
  }
    scf.yield %fz2510_0 : tensor<4xi1>
  }
    scf.yield %fz2509_0 : tensor<4xi1>
  }
    scf.yield %fz2508_0 : tensor<4xi1>
  }
    scf.yield %fz2507_0 : tensor<4xi1>
  }
    scf.yield %fz2506_0 : tensor<4xi1>
  }
    scf.yield %fz2505_0 : tensor<4xi1>
  }
    scf.yield %fz2504_0 : tensor<4xi1>
  }
    scf.yield %fz2503_0 : tensor<4xi1>
  }
    scf.yield %fz2502_0 : tensor<4xi1>
  }
    scf.yield %fz2501_0 : tensor<4xi1>
  }
    scf.yield %fz2500_0 : tensor<4xi1>
  }
    scf.yield %fz2499_0 : tensor<4xi1>
  }
    scf.yield %fz2498_0 : tensor<4xi1>
  }
    scf.yield %fz2497_0 : tensor<4xi1>
  }
    scf.yield %fz2496_0 : tensor<4xi1>
  }
    scf.yield %fz2495_0 : tensor<4xi1>
  }
    scf.yield %fz2494_0 : tensor<4xi1>
  }
    scf.yield %fz2493_0 : tensor<4xi1>
  }
    scf.yield %fz2492_0 : tensor<4xi1>
  }
    scf.yield %fz2491_0 : tensor<4xi1>
  }
    scf.yield %fz2490_0 : tensor<4xi1>
  }
    scf.yield %fz2489_0 : tensor<4xi1>
  }
    scf.yield %fz2488_0 : tensor<4xi1>
  }
    scf.yield %fz2487_0 : tensor<4xi1>
  }
    scf.yield %fz2486_0 : tensor<4xi1>
  }
    scf.yield %fz2485_0 : tensor<4xi1>
  }
    scf.yield %fz2484_0 : tensor<4xi1>
  }
    scf.yield %fz2483_0 : tensor<4xi1>
  }
    scf.yield %fz2482_0 : tensor<4xi1>
  }
    scf.yield %fz2481_0 : tensor<4xi1>
  }
    scf.yield %fz2480_0 : tensor<4xi1>
  }
    scf.yield %fz2479_0 : tensor<4xi1>
  }
    scf.yield %fz2478_0 : tensor<4xi1>
  }
    scf.yield %fz2477_0 : tensor<4xi1>
  }
    scf.yield %fz2476_0 : tensor<4xi1>
  }
    scf.yield %fz2475_0 : tensor<4xi1>
  }
    scf.yield %fz2474_0 : tensor<4xi1>
  }
    scf.yield %fz2473_0 : tensor<4xi1>
  }
    scf.yield %fz2472_0 : tensor<4xi1>
  }
    scf.yield %fz2471_0 : tensor<4xi1>
  }
    scf.yield %fz2470_0 : tensor<4xi1>
  }
    scf.yield %fz2469_0 : tensor<4xi1>
  }
    scf.yield %fz2468_0 : tensor<4xi1>
  }
    scf.yield %fz2467_0 : tensor<4xi1>
  }
    scf.yield %fz2466_0 : tensor<4xi1>
  }
    scf.yield %fz2465_0 : tensor<4xi1>
  }
    scf.yield %fz2464_0 : tensor<4xi1>
  }
    scf.yield %fz2463_0 : tensor<4xi1>
  }
    scf.yield %fz2462_0 : tensor<4xi1>
  }
    scf.yield %fz2461_0 : tensor<4xi1>
  }
    scf.yield %fz2460_0 : tensor<4xi1>
  }
    scf.yield %fz2459_0 : tensor<4xi1>
  }
    scf.yield %fz2458_0 : tensor<4xi1>
  }
    scf.yield %fz2457_0 : tensor<4xi1>
  }
    scf.yield %fz2456_0 : tensor<4xi1>
  }
    scf.yield %fz2455_0 : tensor<4xi1>
  }
    scf.yield %fz2454_0 : tensor<4xi1>
  }
    scf.yield %fz2453_0 : tensor<4xi1>
  }
    scf.yield %fz2452_0 : tensor<4xi1>
  }
    scf.yield %fz2451_0 : tensor<4xi1>
  }
    scf.yield %fz2450_0 : tensor<4xi1>
  }
    scf.yield %fz2449_0 : tensor<4xi1>
  }
    scf.yield %fz2448_0 : tensor<4xi1>
  }
    scf.yield %fz2447_0 : tensor<4xi1>
  }
    scf.yield %fz2446_0 : tensor<4xi1>
  }
    scf.yield %fz2445_0 : tensor<4xi1>
  }
    scf.yield %fz2444_0 : tensor<4xi1>
  }
    scf.yield %fz2443_0 : tensor<4xi1>
  }
    scf.yield %fz2442_0 : tensor<4xi1>
  }
    scf.yield %fz2441_0 : tensor<4xi1>
  }
    scf.yield %fz2440_0 : tensor<4xi1>
  }
    scf.yield %fz2439_0 : tensor<4xi1>
  }
    scf.yield %fz2438_0 : tensor<4xi1>
  }
    scf.yield %fz2437_0 : tensor<4xi1>
  }
    scf.yield %fz2436_0 : tensor<4xi1>
  }
    scf.yield %fz2435_0 : tensor<4xi1>
  }
    scf.yield %fz2434_0 : tensor<4xi1>
  }
    scf.yield %fz2433_0 : tensor<4xi1>
  }
    scf.yield %fz2432_0 : tensor<4xi1>
  }
    scf.yield %fz2431_0 : tensor<4xi1>
  }
    scf.yield %fz2430_0 : tensor<4xi1>
  }
    scf.yield %fz2429_0 : tensor<4xi1>
  }
    scf.yield %fz2428_0 : tensor<4xi1>
  }
    scf.yield %fz2427_0 : tensor<4xi1>
  }
    scf.yield %fz2426_0 : tensor<4xi1>
  }
    scf.yield %fz2425_0 : tensor<4xi1>
  }
    scf.yield %fz2424_0 : tensor<4xi1>
  }
    scf.yield %fz2423_0 : tensor<4xi1>
  }
    scf.yield %fz2422_0 : tensor<4xi1>
  }
    scf.yield %fz2421_0 : tensor<4xi1>
  }
    scf.yield %fz2420_0 : tensor<4xi1>
  }
    scf.yield %fz2419_0 : tensor<4xi1>
  }
    scf.yield %fz2418_0 : tensor<4xi1>
  }
    scf.yield %fz2417_0 : tensor<4xi1>
  }
    scf.yield %fz2416_0 : tensor<4xi1>
  }
    scf.yield %fz2415_0 : tensor<4xi1>
  }
    scf.yield %fz2414_0 : tensor<4xi1>
  }
    scf.yield %fz2413_0 : tensor<4xi1>
  }
    scf.yield %fz2412_0 : tensor<4xi1>
  }
    scf.yield %fz2411_0 : tensor<4xi1>
  }
    scf.yield %fz2410_0 : tensor<4xi1>
  }
    scf.yield %fz2409_0 : tensor<4xi1>
  }
    scf.yield %fz2408_0 : tensor<4xi1>
  }
    scf.yield %fz2407_0 : tensor<4xi1>
  }
    scf.yield %fz2406_0 : tensor<4xi1>
  }
    scf.yield %fz2405_0 : tensor<4xi1>
  }
    scf.yield %fz2404_0 : tensor<4xi1>
  }
    scf.yield %fz2403_0 : tensor<4xi1>
  }
    scf.yield %fz2402_0 : tensor<4xi1>
  }
    scf.yield %fz2401_0 : tensor<4xi1>
  }
    scf.yield %fz2400_0 : tensor<4xi1>
  }
    scf.yield %fz2399_0 : tensor<4xi1>
  }
    scf.yield %fz2398_0 : tensor<4xi1>
  }
    scf.yield %fz2397_0 : tensor<4xi1>
  }
    scf.yield %fz2396_0 : tensor<4xi1>
  }
    scf.yield %fz2395_0 : tensor<4xi1>
  }
    scf.yield %fz2394_0 : tensor<4xi1>
  }
    scf.yield %fz2393_0 : tensor<4xi1>
  }
    scf.yield %fz2392_0 : tensor<4xi1>
  }
    scf.yield %fz2391_0 : tensor<4xi1>
  }
    scf.yield %fz2390_0 : tensor<4xi1>
  }
    scf.yield %fz2389_0 : tensor<4xi1>
  }
    scf.yield %fz2388_0 : tensor<4xi1>
  }
    scf.yield %fz2387_0 : tensor<4xi1>
  }
    scf.yield %fz2386_0 : tensor<4xi1>
  }
    scf.yield %fz2385_0 : tensor<4xi1>
  }
    scf.yield %fz2384_0 : tensor<4xi1>
  }
    scf.yield %fz2383_0 : tensor<4xi1>
  }
    scf.yield %fz2382_0 : tensor<4xi1>
  }
    scf.yield %fz2381_0 : tensor<4xi1>
  }
    scf.yield %fz2380_0 : tensor<4xi1>
  }
    scf.yield %fz2379_0 : tensor<4xi1>
  }
    scf.yield %fz2378_0 : tensor<4xi1>
  }
    scf.yield %fz2377_0 : tensor<4xi1>
  }
    scf.yield %fz2376_0 : tensor<4xi1>
  }
    scf.yield %fz2375_0 : tensor<4xi1>
  }
    scf.yield %fz2374_0 : tensor<4xi1>
  }
    scf.yield %fz2373_0 : tensor<4xi1>
  }
    scf.yield %fz2372_0 : tensor<4xi1>
  }
    scf.yield %fz2371_0 : tensor<4xi1>
  }
    scf.yield %fz2370_0 : tensor<4xi1>
  }
    scf.yield %fz2369_0 : tensor<4xi1>
  }
    scf.yield %fz2368_0 : tensor<4xi1>
  }
    scf.yield %fz2367_0 : tensor<4xi1>
  }
    scf.yield %fz2366_0 : tensor<4xi1>
  }
    scf.yield %fz2365_0 : tensor<4xi1>
  }
    scf.yield %fz2364_0 : tensor<4xi1>
  }
    scf.yield %fz2363_0 : tensor<4xi1>
  }
    scf.yield %fz2362_0 : tensor<4xi1>
  }
    scf.yield %fz2361_0 : tensor<4xi1>
  }
    scf.yield %fz2360_0 : tensor<4xi1>
  }
    scf.yield %fz2359_0 : tensor<4xi1>
  }
    scf.yield %fz2358_0 : tensor<4xi1>
  }
    scf.yield %fz2357_0 : tensor<4xi1>
  }
    scf.yield %fz2356_0 : tensor<4xi1>
  }
    scf.yield %fz2355_0 : tensor<4xi1>
  }
    scf.yield %fz2354_0 : tensor<4xi1>
  }
    scf.yield %fz2353_0 : tensor<4xi1>
  }
    scf.yield %fz2352_0 : tensor<4xi1>
  }
    scf.yield %fz2351_0 : tensor<4xi1>
  }
    scf.yield %fz2350_0 : tensor<4xi1>
  }
    scf.yield %fz2349_0 : tensor<4xi1>
  }
    scf.yield %fz2348_0 : tensor<4xi1>
  }
    scf.yield %fz2347_0 : tensor<4xi1>
  }
    scf.yield %fz2346_0 : tensor<4xi1>
  }
    scf.yield %fz2345_0 : tensor<4xi1>
  }
    scf.yield %fz2344_0 : tensor<4xi1>
  }
    scf.yield %fz2343_0 : tensor<4xi1>
  }
    scf.yield %fz2342_0 : tensor<4xi1>
  }
    scf.yield %fz2341_0 : tensor<4xi1>
  }
    scf.yield %fz2340_0 : tensor<4xi1>
  }
    scf.yield %fz2339_0 : tensor<4xi1>
  }
    scf.yield %fz2338_0 : tensor<4xi1>
  }
    scf.yield %fz2337_0 : tensor<4xi1>
  }
    scf.yield %fz2336_0 : tensor<4xi1>
  }
    scf.yield %fz2335_0 : tensor<4xi1>
  }
    scf.yield %fz2334_0 : tensor<4xi1>
  }
    scf.yield %fz2333_0 : tensor<4xi1>
  }
    scf.yield %fz2332_0 : tensor<4xi1>
  }
    scf.yield %fz2331_0 : tensor<4xi1>
  }
    scf.yield %fz2330_0 : tensor<4xi1>
  }
    scf.yield %fz2329_0 : tensor<4xi1>
  }
    scf.yield %fz2328_0 : tensor<4xi1>
  }
    scf.yield %fz2327_0 : tensor<4xi1>
  }
    scf.yield %fz2326_0 : tensor<4xi1>
  }
    scf.yield %fz2325_0 : tensor<4xi1>
  }
    scf.yield %fz2324_0 : tensor<4xi1>
  }
    scf.yield %fz2323_0 : tensor<4xi1>
  }
    scf.yield %fz2322_0 : tensor<4xi1>
  }
    scf.yield %fz2321_0 : tensor<4xi1>
  }
    scf.yield %fz2320_0 : tensor<4xi1>
  }
    scf.yield %fz2319_0 : tensor<4xi1>
  }
    scf.yield %fz2318_0 : tensor<4xi1>
  }
    scf.yield %fz2317_0 : tensor<4xi1>
  }
    scf.yield %fz2316_0 : tensor<4xi1>
  }
    scf.yield %fz2315_0 : tensor<4xi1>
  }
    scf.yield %fz2314_0 : tensor<4xi1>
  }
    scf.yield %fz2313_0 : tensor<4xi1>
  }
    scf.yield %fz2312_0 : tensor<4xi1>
  }
    scf.yield %fz2311_0 : tensor<4xi1>
  }
    scf.yield %fz2310_0 : tensor<4xi1>
  }
    scf.yield %fz2309_0 : tensor<4xi1>
  }
    scf.yield %fz2308_0 : tensor<4xi1>
  }
    scf.yield %fz2307_0 : tensor<4xi1>
  }
    scf.yield %fz2306_0 : tensor<4xi1>
  }
    scf.yield %fz2305_0 : tensor<4xi1>
  }
    scf.yield %fz2304_0 : tensor<4xi1>
  }
    scf.yield %fz2303_0 : tensor<4xi1>
  }
    scf.yield %fz2302_0 : tensor<4xi1>
  }
    scf.yield %fz2301_0 : tensor<4xi1>
  }
    scf.yield %fz2300_0 : tensor<4xi1>
  }
    scf.yield %fz2299_0 : tensor<4xi1>
  }
    scf.yield %fz2298_0 : tensor<4xi1>
  }
    scf.yield %fz2297_0 : tensor<4xi1>
  }
    scf.yield %fz2296_0 : tensor<4xi1>
  }
    scf.yield %fz2295_0 : tensor<4xi1>
  }
    scf.yield %fz2294_0 : tensor<4xi1>
  }
    scf.yield %fz2293_0 : tensor<4xi1>
  }
    scf.yield %fz2292_0 : tensor<4xi1>
  }
    scf.yield %fz2291_0 : tensor<4xi1>
  }
    scf.yield %fz2290_0 : tensor<4xi1>
  }
    scf.yield %fz2289_0 : tensor<4xi1>
  }
    scf.yield %fz2288_0 : tensor<4xi1>
  }
    scf.yield %fz2287_0 : tensor<4xi1>
  }
    scf.yield %fz2286_0 : tensor<4xi1>
  }
    scf.yield %fz2285_0 : tensor<4xi1>
  }
    scf.yield %fz2284_0 : tensor<4xi1>
  }
    scf.yield %fz2283_0 : tensor<4xi1>
  }
    scf.yield %fz2282_0 : tensor<4xi1>
  }
    scf.yield %fz2281_0 : tensor<4xi1>
  }
    scf.yield %fz2280_0 : tensor<4xi1>
  }
    scf.yield %fz2279_0 : tensor<4xi1>
  }
    scf.yield %fz2278_0 : tensor<4xi1>
  }
    scf.yield %fz2277_0 : tensor<4xi1>
  }
    scf.yield %fz2276_0 : tensor<4xi1>
  }
    scf.yield %fz2275_0 : tensor<4xi1>
  }
    scf.yield %fz2274_0 : tensor<4xi1>
  }
    scf.yield %fz2273_0 : tensor<4xi1>
  }
    scf.yield %fz2272_0 : tensor<4xi1>
  }
    scf.yield %fz2271_0 : tensor<4xi1>
  }
    scf.yield %fz2270_0 : tensor<4xi1>
  }
    scf.yield %fz2269_0 : tensor<4xi1>
  }
    scf.yield %fz2268_0 : tensor<4xi1>
  }
    scf.yield %fz2267_0 : tensor<4xi1>
  }
    scf.yield %fz2266_0 : tensor<4xi1>
  }
    scf.yield %fz2265_0 : tensor<4xi1>
  }
    scf.yield %fz2264_0 : tensor<4xi1>
  }
    scf.yield %fz2263_0 : tensor<4xi1>
  }
    scf.yield %fz2262_0 : tensor<4xi1>
  }
    scf.yield %fz2261_0 : tensor<4xi1>
  }
    scf.yield %fz2260_0 : tensor<4xi1>
  }
    scf.yield %fz2259_0 : tensor<4xi1>
  }
    scf.yield %fz2258_0 : tensor<4xi1>
  }
    scf.yield %fz2257_0 : tensor<4xi1>
  }
    scf.yield %fz2256_0 : tensor<4xi1>
  }
    scf.yield %fz2255_0 : tensor<4xi1>
  }
    scf.yield %fz2254_0 : tensor<4xi1>
  }
    scf.yield %fz2253_0 : tensor<4xi1>
  }
    scf.yield %fz2252_0 : tensor<4xi1>
  }
    scf.yield %fz2251_0 : tensor<4xi1>
  }
    scf.yield %fz2250_0 : tensor<4xi1>
  }
    scf.yield %fz2249_0 : tensor<4xi1>
  }
    scf.yield %fz2248_0 : tensor<4xi1>
  }
    scf.yield %fz2247_0 : tensor<4xi1>
  }
    scf.yield %fz2246_0 : tensor<4xi1>
  }
    scf.yield %fz2245_0 : tensor<4xi1>
  }
    scf.yield %fz2244_0 : tensor<4xi1>
  }
    scf.yield %fz2243_0 : tensor<4xi1>
  }
    scf.yield %fz2242_0 : tensor<4xi1>
  }
    scf.yield %fz2241_0 : tensor<4xi1>
  }
    scf.yield %fz2240_0 : tensor<4xi1>
  }
    scf.yield %fz2239_0 : tensor<4xi1>
  }
    scf.yield %fz2238_0 : tensor<4xi1>
  }
    scf.yield %fz2237_0 : tensor<4xi1>
  }
    scf.yield %fz2236_0 : tensor<4xi1>
  }
    scf.yield %fz2235_0 : tensor<4xi1>
  }
    scf.yield %fz2234_0 : tensor<4xi1>
  }
    scf.yield %fz2233_0 : tensor<4xi1>
  }
    scf.yield %fz2232_0 : tensor<4xi1>
  }
    scf.yield %fz2231_0 : tensor<4xi1>
  }
    scf.yield %fz2230_0 : tensor<4xi1>
  }
    scf.yield %fz2229_0 : tensor<4xi1>
  }
    scf.yield %fz2228_0 : tensor<4xi1>
  }
    scf.yield %fz2227_0 : tensor<4xi1>
  }
    scf.yield %fz2226_0 : tensor<4xi1>
  }
    scf.yield %fz2225_0 : tensor<4xi1>
  }
    scf.yield %fz2224_0 : tensor<4xi1>
  }
    scf.yield %fz2223_0 : tensor<4xi1>
  }
    scf.yield %fz2222_0 : tensor<4xi1>
  }
    scf.yield %fz2221_0 : tensor<4xi1>
  }
    scf.yield %fz2220_0 : tensor<4xi1>
  }
    scf.yield %fz2219_0 : tensor<4xi1>
  }
    scf.yield %fz2218_0 : tensor<4xi1>
  }
    scf.yield %fz2217_0 : tensor<4xi1>
  }
    scf.yield %fz2216_0 : tensor<4xi1>
  }
    scf.yield %fz2215_0 : tensor<4xi1>
  }
    scf.yield %fz2214_0 : tensor<4xi1>
  }
    scf.yield %fz2213_0 : tensor<4xi1>
  }
    scf.yield %fz2212_0 : tensor<4xi1>
  }
    scf.yield %fz2211_0 : tensor<4xi1>
  }
    scf.yield %fz2210_0 : tensor<4xi1>
  }
    scf.yield %fz2209_0 : tensor<4xi1>
  }
    scf.yield %fz2208_0 : tensor<4xi1>
  }
    scf.yield %fz2207_0 : tensor<4xi1>
  }
    scf.yield %fz2206_0 : tensor<4xi1>
  }
    scf.yield %fz2205_0 : tensor<4xi1>
  }
    scf.yield %fz2204_0 : tensor<4xi1>
  }
    scf.yield %fz2203_0 : tensor<4xi1>
  }
    scf.yield %fz2202_0 : tensor<4xi1>
  }
    scf.yield %fz2201_0 : tensor<4xi1>
  }
    scf.yield %fz2200_0 : tensor<4xi1>
  }
    scf.yield %fz2199_0 : tensor<4xi1>
  }
    scf.yield %fz2198_0 : tensor<4xi1>
  }
    scf.yield %fz2197_0 : tensor<4xi1>
  }
    scf.yield %fz2196_0 : tensor<4xi1>
  }
    scf.yield %fz2195_0 : tensor<4xi1>
  }
    scf.yield %fz2194_0 : tensor<4xi1>
  }
    scf.yield %fz2193_0 : tensor<4xi1>
  }
    scf.yield %fz2192_0 : tensor<4xi1>
  }
    scf.yield %fz2191_0 : tensor<4xi1>
  }
    scf.yield %fz2190_0 : tensor<4xi1>
  }
    scf.yield %fz2189_0 : tensor<4xi1>
  }
    scf.yield %fz2188_0 : tensor<4xi1>
  }
    scf.yield %fz2187_0 : tensor<4xi1>
  }
    scf.yield %fz2186_0 : tensor<4xi1>
  }
    scf.yield %fz2185_0 : tensor<4xi1>
  }
    scf.yield %fz2184_0 : tensor<4xi1>
  }
    scf.yield %fz2183_0 : tensor<4xi1>
  }
    scf.yield %fz2182_0 : tensor<4xi1>
  }
    scf.yield %fz2181_0 : tensor<4xi1>
  }
    scf.yield %fz2180_0 : tensor<4xi1>
  }
    scf.yield %fz2179_0 : tensor<4xi1>
  }
    scf.yield %fz2178_0 : tensor<4xi1>
  }
    scf.yield %fz2177_0 : tensor<4xi1>
  }
    scf.yield %fz2176_0 : tensor<4xi1>
  }
    scf.yield %fz2175_0 : tensor<4xi1>
  }
    scf.yield %fz2174_0 : tensor<4xi1>
  }
    scf.yield %fz2173_0 : tensor<4xi1>
  }
    scf.yield %fz2172_0 : tensor<4xi1>
  }
    scf.yield %fz2171_0 : tensor<4xi1>
  }
    scf.yield %fz2170_0 : tensor<4xi1>
  }
    scf.yield %fz2169_0 : tensor<4xi1>
  }
    scf.yield %fz2168_0 : tensor<4xi1>
  }
    scf.yield %fz2167_0 : tensor<4xi1>
  }
    scf.yield %fz2166_0 : tensor<4xi1>
  }
    scf.yield %fz2165_0 : tensor<4xi1>
  }
    scf.yield %fz2164_0 : tensor<4xi1>
  }
    scf.yield %fz2163_0 : tensor<4xi1>
  }
    scf.yield %fz2162_0 : tensor<4xi1>
  }
    scf.yield %fz2161_0 : tensor<4xi1>
  }
    scf.yield %fz2160_0 : tensor<4xi1>
  }
    scf.yield %fz2159_0 : tensor<4xi1>
  }
    scf.yield %fz2158_0 : tensor<4xi1>
  }
    scf.yield %fz2157_0 : tensor<4xi1>
  }
    scf.yield %fz2156_0 : tensor<4xi1>
  }
    scf.yield %fz2155_0 : tensor<4xi1>
  }
    scf.yield %fz2154_0 : tensor<4xi1>
  }
    scf.yield %fz2153_0 : tensor<4xi1>
  }
    scf.yield %fz2152_0 : tensor<4xi1>
  }
    scf.yield %fz2151_0 : tensor<4xi1>
  }
    scf.yield %fz2150_0 : tensor<4xi1>
  }
    scf.yield %fz2149_0 : tensor<4xi1>
  }
    scf.yield %fz2148_0 : tensor<4xi1>
  }
    scf.yield %fz2147_0 : tensor<4xi1>
  }
    scf.yield %fz2146_0 : tensor<4xi1>
  }
    scf.yield %fz2145_0 : tensor<4xi1>
  }
    scf.yield %fz2144_0 : tensor<4xi1>
  }
    scf.yield %fz2143_0 : tensor<4xi1>
  }
    scf.yield %fz2142_0 : tensor<4xi1>
  }
    scf.yield %fz2141_0 : tensor<4xi1>
  }
    scf.yield %fz2140_0 : tensor<4xi1>
  }
    scf.yield %fz2139_0 : tensor<4xi1>
  }
    scf.yield %fz2138_0 : tensor<4xi1>
  }
    scf.yield %fz2137_0 : tensor<4xi1>
  }
    scf.yield %fz2136_0 : tensor<4xi1>
  }
    scf.yield %fz2135_0 : tensor<4xi1>
  }
    scf.yield %fz2134_0 : tensor<4xi1>
  }
    scf.yield %fz2133_0 : tensor<4xi1>
  }
    scf.yield %fz2132_0 : tensor<4xi1>
  }
    scf.yield %fz2131_0 : tensor<4xi1>
  }
    scf.yield %fz2130_0 : tensor<4xi1>
  }
    scf.yield %fz2129_0 : tensor<4xi1>
  }
    scf.yield %fz2128_0 : tensor<4xi1>
  }
    scf.yield %fz2127_0 : tensor<4xi1>
  }
    scf.yield %fz2126_0 : tensor<4xi1>
  }
    scf.yield %fz2125_0 : tensor<4xi1>
  }
    scf.yield %fz2124_0 : tensor<4xi1>
  }
    scf.yield %fz2123_0 : tensor<4xi1>
  }
    scf.yield %fz2122_0 : tensor<4xi1>
  }
    scf.yield %fz2121_0 : tensor<4xi1>
  }
    scf.yield %fz2120_0 : tensor<4xi1>
  }
    scf.yield %fz2119_0 : tensor<4xi1>
  }
    scf.yield %fz2118_0 : tensor<4xi1>
  }
    scf.yield %fz2117_0 : tensor<4xi1>
  }
    scf.yield %fz2116_0 : tensor<4xi1>
  }
    scf.yield %fz2115_0 : tensor<4xi1>
  }
    scf.yield %fz2114_0 : tensor<4xi1>
  }
    scf.yield %fz2113_0 : tensor<4xi1>
  }
    scf.yield %fz2112_0 : tensor<4xi1>
  }
    scf.yield %fz2111_0 : tensor<4xi1>
  }
    scf.yield %fz2110_0 : tensor<4xi1>
  }
    scf.yield %fz2109_0 : tensor<4xi1>
  }
    scf.yield %fz2108_0 : tensor<4xi1>
  }
    scf.yield %fz2107_0 : tensor<4xi1>
  }
    scf.yield %fz2106_0 : tensor<4xi1>
  }
    scf.yield %fz2105_0 : tensor<4xi1>
  }
    scf.yield %fz2104_0 : tensor<4xi1>
  }
    scf.yield %fz2103_0 : tensor<4xi1>
  }
    scf.yield %fz2102_0 : tensor<4xi1>
  }
    scf.yield %fz2101_0 : tensor<4xi1>
  }
    scf.yield %fz2100_0 : tensor<4xi1>
  }
    scf.yield %fz2099_0 : tensor<4xi1>
  }
    scf.yield %fz2098_0 : tensor<4xi1>
  }
    scf.yield %fz2097_0 : tensor<4xi1>
  }
    scf.yield %fz2096_0 : tensor<4xi1>
  }
    scf.yield %fz2095_0 : tensor<4xi1>
  }
    scf.yield %fz2094_0 : tensor<4xi1>
  }
    scf.yield %fz2093_0 : tensor<4xi1>
  }
    scf.yield %fz2092_0 : tensor<4xi1>
  }
    scf.yield %fz2091_0 : tensor<4xi1>
  }
    scf.yield %fz2090_0 : tensor<4xi1>
  }
    scf.yield %fz2089_0 : tensor<4xi1>
  }
    scf.yield %fz2088_0 : tensor<4xi1>
  }
    scf.yield %fz2087_0 : tensor<4xi1>
  }
    scf.yield %fz2086_0 : tensor<4xi1>
  }
    scf.yield %fz2085_0 : tensor<4xi1>
  }
    scf.yield %fz2084_0 : tensor<4xi1>
  }
    scf.yield %fz2083_0 : tensor<4xi1>
  }
    scf.yield %fz2082_0 : tensor<4xi1>
  }
    scf.yield %fz2081_0 : tensor<4xi1>
  }
    scf.yield %fz2080_0 : tensor<4xi1>
  }
    scf.yield %fz2079_0 : tensor<4xi1>
  }
    scf.yield %fz2078_0 : tensor<4xi1>
  }
    scf.yield %fz2077_0 : tensor<4xi1>
  }
    scf.yield %fz2076_0 : tensor<4xi1>
  }
    scf.yield %fz2075_0 : tensor<4xi1>
  }
    scf.yield %fz2074_0 : tensor<4xi1>
  }
    scf.yield %fz2073_0 : tensor<4xi1>
  }
    scf.yield %fz2072_0 : tensor<4xi1>
  }
    scf.yield %fz2071_0 : tensor<4xi1>
  }
    scf.yield %fz2070_0 : tensor<4xi1>
  }
    scf.yield %fz2069_0 : tensor<4xi1>
  }
    scf.yield %fz2068_0 : tensor<4xi1>
  }
    scf.yield %fz2067_0 : tensor<4xi1>
  }
    scf.yield %fz2066_0 : tensor<4xi1>
  }
    scf.yield %fz2065_0 : tensor<4xi1>
  }
    scf.yield %fz2064_0 : tensor<4xi1>
  }
    scf.yield %fz2063_0 : tensor<4xi1>
  }
    scf.yield %fz2062_0 : tensor<4xi1>
  }
    scf.yield %fz2061_0 : tensor<4xi1>
  }
    scf.yield %fz2060_0 : tensor<4xi1>
  }
    scf.yield %fz2059_0 : tensor<4xi1>
  }
    scf.yield %fz2058_0 : tensor<4xi1>
  }
    scf.yield %fz2057_0 : tensor<4xi1>
  }
    scf.yield %fz2056_0 : tensor<4xi1>
  }
    scf.yield %fz2055_0 : tensor<4xi1>
  }
    scf.yield %fz2054_0 : tensor<4xi1>
  }
    scf.yield %fz2053_0 : tensor<4xi1>
  }
    scf.yield %fz2052_0 : tensor<4xi1>
  }
    scf.yield %fz2051_0 : tensor<4xi1>
  }
    scf.yield %fz2050_0 : tensor<4xi1>
  }
    scf.yield %fz2049_0 : tensor<4xi1>
  }
    scf.yield %fz2048_0 : tensor<4xi1>
  }
    scf.yield %fz2047_0 : tensor<4xi1>
  }
    scf.yield %fz2046_0 : tensor<4xi1>
  }
    scf.yield %fz2045_0 : tensor<4xi1>
  }
    scf.yield %fz2044_0 : tensor<4xi1>
  }
    scf.yield %fz2043_0 : tensor<4xi1>
  }
    scf.yield %fz2042_0 : tensor<4xi1>
  }
    scf.yield %fz2041_0 : tensor<4xi1>
  }
    scf.yield %fz2040_0 : tensor<4xi1>
  }
    scf.yield %fz2039_0 : tensor<4xi1>
  }
    scf.yield %fz2038_0 : tensor<4xi1>
  }
    scf.yield %fz2037_0 : tensor<4xi1>
  }
    scf.yield %fz2036_0 : tensor<4xi1>
  }
    scf.yield %fz2035_0 : tensor<4xi1>
  }
    scf.yield %fz2034_0 : tensor<4xi1>
  }
    scf.yield %fz2033_0 : tensor<4xi1>
  }
    scf.yield %fz2032_0 : tensor<4xi1>
  }
    scf.yield %fz2031_0 : tensor<4xi1>
  }
    scf.yield %fz2030_0 : tensor<4xi1>
  }
    scf.yield %fz2029_0 : tensor<4xi1>
  }
    scf.yield %fz2028_0 : tensor<4xi1>
  }
    scf.yield %fz2027_0 : tensor<4xi1>
  }
    scf.yield %fz2026_0 : tensor<4xi1>
  }
    scf.yield %fz2025_0 : tensor<4xi1>
  }
    scf.yield %fz2024_0 : tensor<4xi1>
  }
    scf.yield %fz2023_0 : tensor<4xi1>
  }
    scf.yield %fz2022_0 : tensor<4xi1>
  }
    scf.yield %fz2021_0 : tensor<4xi1>
  }
    scf.yield %fz2020_0 : tensor<4xi1>
  }
    scf.yield %fz2019_0 : tensor<4xi1>
  }
    scf.yield %fz2018_0 : tensor<4xi1>
  }
    scf.yield %fz2017_0 : tensor<4xi1>
  }
    scf.yield %fz2016_0 : tensor<4xi1>
  }
    scf.yield %fz2015_0 : tensor<4xi1>
  }
    scf.yield %fz2014_0 : tensor<4xi1>
  }
    scf.yield %fz2013_0 : tensor<4xi1>
  }
    scf.yield %fz2012_0 : tensor<4xi1>
  }
    scf.yield %fz2011_0 : tensor<4xi1>
  }
    scf.yield %fz2010_0 : tensor<4xi1>
  }
    scf.yield %fz2009_0 : tensor<4xi1>
  }
    scf.yield %fz2008_0 : tensor<4xi1>
  }
    scf.yield %fz2007_0 : tensor<4xi1>
  }
    scf.yield %fz2006_0 : tensor<4xi1>
  }
    scf.yield %fz2005_0 : tensor<4xi1>
  }
    scf.yield %fz2004_0 : tensor<4xi1>
  }
    scf.yield %fz2003_0 : tensor<4xi1>
  }
    scf.yield %fz2002_0 : tensor<4xi1>
  }
    scf.yield %fz2001_0 : tensor<4xi1>
  }
    scf.yield %fz2000_0 : tensor<4xi1>
  }
    scf.yield %fz1999_0 : tensor<4xi1>
  }
    scf.yield %fz1998_0 : tensor<4xi1>
  }
    scf.yield %fz1997_0 : tensor<4xi1>
  }
    scf.yield %fz1996_0 : tensor<4xi1>
  }
    scf.yield %fz1995_0 : tensor<4xi1>
  }
    scf.yield %fz1994_0 : tensor<4xi1>
  }
    scf.yield %fz1993_0 : tensor<4xi1>
  }
    scf.yield %fz1992_0 : tensor<4xi1>
  }
    scf.yield %fz1991_0 : tensor<4xi1>
  }
    scf.yield %fz1990_0 : tensor<4xi1>
  }
    scf.yield %fz1989_0 : tensor<4xi1>
  }
    scf.yield %fz1988_0 : tensor<4xi1>
  }
    scf.yield %fz1987_0 : tensor<4xi1>
  }
    scf.yield %fz1986_0 : tensor<4xi1>
  }
    scf.yield %fz1985_0 : tensor<4xi1>
  }
    scf.yield %fz1984_0 : tensor<4xi1>
  }
    scf.yield %fz1983_0 : tensor<4xi1>
  }
    scf.yield %fz1982_0 : tensor<4xi1>
  }
    scf.yield %fz1981_0 : tensor<4xi1>
  }
    scf.yield %fz1980_0 : tensor<4xi1>
  }
    scf.yield %fz1979_0 : tensor<4xi1>
  }
    scf.yield %fz1978_0 : tensor<4xi1>
  }
    scf.yield %fz1977_0 : tensor<4xi1>
  }
    scf.yield %fz1976_0 : tensor<4xi1>
  }
    scf.yield %fz1975_0 : tensor<4xi1>
  }
    scf.yield %fz1974_0 : tensor<4xi1>
  }
    scf.yield %fz1973_0 : tensor<4xi1>
  }
    scf.yield %fz1972_0 : tensor<4xi1>
  }
    scf.yield %fz1971_0 : tensor<4xi1>
  }
    scf.yield %fz1970_0 : tensor<4xi1>
  }
    scf.yield %fz1969_0 : tensor<4xi1>
  }
    scf.yield %fz1968_0 : tensor<4xi1>
  }
    scf.yield %fz1967_0 : tensor<4xi1>
  }
    scf.yield %fz1966_0 : tensor<4xi1>
  }
    scf.yield %fz1965_0 : tensor<4xi1>
  }
    scf.yield %fz1964_0 : tensor<4xi1>
  }
    scf.yield %fz1963_0 : tensor<4xi1>
  }
    scf.yield %fz1962_0 : tensor<4xi1>
  }
    scf.yield %fz1961_0 : tensor<4xi1>
  }
    scf.yield %fz1960_0 : tensor<4xi1>
  }
    scf.yield %fz1959_0 : tensor<4xi1>
  }
    scf.yield %fz1958_0 : tensor<4xi1>
  }
    scf.yield %fz1957_0 : tensor<4xi1>
  }
    scf.yield %fz1956_0 : tensor<4xi1>
  }
    scf.yield %fz1955_0 : tensor<4xi1>
  }
    scf.yield %fz1954_0 : tensor<4xi1>
  }
    scf.yield %fz1953_0 : tensor<4xi1>
  }
    scf.yield %fz1952_0 : tensor<4xi1>
  }
    scf.yield %fz1951_0 : tensor<4xi1>
  }
    scf.yield %fz1950_0 : tensor<4xi1>
  }
    scf.yield %fz1949_0 : tensor<4xi1>
  }
    scf.yield %fz1948_0 : tensor<4xi1>
  }
    scf.yield %fz1947_0 : tensor<4xi1>
  }
    scf.yield %fz1946_0 : tensor<4xi1>
  }
    scf.yield %fz1945_0 : tensor<4xi1>
  }
    scf.yield %fz1944_0 : tensor<4xi1>
  }
    scf.yield %fz1943_0 : tensor<4xi1>
  }
    scf.yield %fz1942_0 : tensor<4xi1>
  }
    scf.yield %fz1941_0 : tensor<4xi1>
  }
    scf.yield %fz1940_0 : tensor<4xi1>
  }
    scf.yield %fz1939_0 : tensor<4xi1>
  }
    scf.yield %fz1938_0 : tensor<4xi1>
  }
    scf.yield %fz1937_0 : tensor<4xi1>
  }
    scf.yield %fz1936_0 : tensor<4xi1>
  }
    scf.yield %fz1935_0 : tensor<4xi1>
  }
    scf.yield %fz1934_0 : tensor<4xi1>
  }
    scf.yield %fz1933_0 : tensor<4xi1>
  }
    scf.yield %fz1932_0 : tensor<4xi1>
  }
    scf.yield %fz1931_0 : tensor<4xi1>
  }
    scf.yield %fz1930_0 : tensor<4xi1>
  }
    scf.yield %fz1929_0 : tensor<4xi1>
  }
    scf.yield %fz1928_0 : tensor<4xi1>
  }
    scf.yield %fz1927_0 : tensor<4xi1>
  }
    scf.yield %fz1926_0 : tensor<4xi1>
  }
    scf.yield %fz1925_0 : tensor<4xi1>
  }
    scf.yield %fz1924_0 : tensor<4xi1>
  }
    scf.yield %fz1923_0 : tensor<4xi1>
  }
    scf.yield %fz1922_0 : tensor<4xi1>
  }
    scf.yield %fz1921_0 : tensor<4xi1>
  }
    scf.yield %fz1920_0 : tensor<4xi1>
  }
    scf.yield %fz1919_0 : tensor<4xi1>
  }
    scf.yield %fz1918_0 : tensor<4xi1>
  }
    scf.yield %fz1917_0 : tensor<4xi1>
  }
    scf.yield %fz1916_0 : tensor<4xi1>
  }
    scf.yield %fz1915_0 : tensor<4xi1>
  }
    scf.yield %fz1914_0 : tensor<4xi1>
  }
    scf.yield %fz1913_0 : tensor<4xi1>
  }
    scf.yield %fz1912_0 : tensor<4xi1>
  }
    scf.yield %fz1911_0 : tensor<4xi1>
  }
    scf.yield %fz1910_0 : tensor<4xi1>
  }
    scf.yield %fz1909_0 : tensor<4xi1>
  }
    scf.yield %fz1908_0 : tensor<4xi1>
  }
    scf.yield %fz1907_0 : tensor<4xi1>
  }
    scf.yield %fz1906_0 : tensor<4xi1>
  }
    scf.yield %fz1905_0 : tensor<4xi1>
  }
    scf.yield %fz1904_0 : tensor<4xi1>
  }
    scf.yield %fz1903_0 : tensor<4xi1>
  }
    scf.yield %fz1902_0 : tensor<4xi1>
  }
    scf.yield %fz1901_0 : tensor<4xi1>
  }
    scf.yield %fz1900_0 : tensor<4xi1>
  }
    scf.yield %fz1899_0 : tensor<4xi1>
  }
    scf.yield %fz1898_0 : tensor<4xi1>
  }
    scf.yield %fz1897_0 : tensor<4xi1>
  }
    scf.yield %fz1896_0 : tensor<4xi1>
  }
    scf.yield %fz1895_0 : tensor<4xi1>
  }
    scf.yield %fz1894_0 : tensor<4xi1>
  }
    scf.yield %fz1893_0 : tensor<4xi1>
  }
    scf.yield %fz1892_0 : tensor<4xi1>
  }
    scf.yield %fz1891_0 : tensor<4xi1>
  }
    scf.yield %fz1890_0 : tensor<4xi1>
  }
    scf.yield %fz1889_0 : tensor<4xi1>
  }
    scf.yield %fz1888_0 : tensor<4xi1>
  }
    scf.yield %fz1887_0 : tensor<4xi1>
  }
    scf.yield %fz1886_0 : tensor<4xi1>
  }
    scf.yield %fz1885_0 : tensor<4xi1>
  }
    scf.yield %fz1884_0 : tensor<4xi1>
  }
    scf.yield %fz1883_0 : tensor<4xi1>
  }
    scf.yield %fz1882_0 : tensor<4xi1>
  }
    scf.yield %fz1881_0 : tensor<4xi1>
  }
    scf.yield %fz1880_0 : tensor<4xi1>
  }
    scf.yield %fz1879_0 : tensor<4xi1>
  }
    scf.yield %fz1878_0 : tensor<4xi1>
  }
    scf.yield %fz1877_0 : tensor<4xi1>
  }
    scf.yield %fz1876_0 : tensor<4xi1>
  }
    scf.yield %fz1875_0 : tensor<4xi1>
  }
    scf.yield %fz1874_0 : tensor<4xi1>
  }
    scf.yield %fz1873_0 : tensor<4xi1>
  }
    scf.yield %fz1872_0 : tensor<4xi1>
  }
    scf.yield %fz1871_0 : tensor<4xi1>
  }
    scf.yield %fz1870_0 : tensor<4xi1>
  }
    scf.yield %fz1869_0 : tensor<4xi1>
  }
    scf.yield %fz1868_0 : tensor<4xi1>
  }
    scf.yield %fz1867_0 : tensor<4xi1>
  }
    scf.yield %fz1866_0 : tensor<4xi1>
  }
    scf.yield %fz1865_0 : tensor<4xi1>
  }
    scf.yield %fz1864_0 : tensor<4xi1>
  }
    scf.yield %fz1863_0 : tensor<4xi1>
  }
    scf.yield %fz1862_0 : tensor<4xi1>
  }
    scf.yield %fz1861_0 : tensor<4xi1>
  }
    scf.yield %fz1860_0 : tensor<4xi1>
  }
    scf.yield %fz1859_0 : tensor<4xi1>
  }
    scf.yield %fz1858_0 : tensor<4xi1>
  }
    scf.yield %fz1857_0 : tensor<4xi1>
  }
    scf.yield %fz1856_0 : tensor<4xi1>
  }
    scf.yield %fz1855_0 : tensor<4xi1>
  }
    scf.yield %fz1854_0 : tensor<4xi1>
  }
    scf.yield %fz1853_0 : tensor<4xi1>
  }
    scf.yield %fz1852_0 : tensor<4xi1>
  }
    scf.yield %fz1851_0 : tensor<4xi1>
  }
    scf.yield %fz1850_0 : tensor<4xi1>
  }
    scf.yield %fz1849_0 : tensor<4xi1>
  }
    scf.yield %fz1848_0 : tensor<4xi1>
  }
    scf.yield %fz1847_0 : tensor<4xi1>
  }
    scf.yield %fz1846_0 : tensor<4xi1>
  }
    scf.yield %fz1845_0 : tensor<4xi1>
  }
    scf.yield %fz1844_0 : tensor<4xi1>
  }
    scf.yield %fz1843_0 : tensor<4xi1>
  }
    scf.yield %fz1842_0 : tensor<4xi1>
  }
    scf.yield %fz1841_0 : tensor<4xi1>
  }
    scf.yield %fz1840_0 : tensor<4xi1>
  }
    scf.yield %fz1839_0 : tensor<4xi1>
  }
    scf.yield %fz1838_0 : tensor<4xi1>
  }
    scf.yield %fz1837_0 : tensor<4xi1>
  }
    scf.yield %fz1836_0 : tensor<4xi1>
  }
    scf.yield %fz1835_0 : tensor<4xi1>
  }
    scf.yield %fz1834_0 : tensor<4xi1>
  }
    scf.yield %fz1833_0 : tensor<4xi1>
  }
    scf.yield %fz1832_0 : tensor<4xi1>
  }
    scf.yield %fz1831_0 : tensor<4xi1>
  }
    scf.yield %fz1830_0 : tensor<4xi1>
  }
    scf.yield %fz1829_0 : tensor<4xi1>
  }
    scf.yield %fz1828_0 : tensor<4xi1>
  }
    scf.yield %fz1827_0 : tensor<4xi1>
  }
    scf.yield %fz1826_0 : tensor<4xi1>
  }
    scf.yield %fz1825_0 : tensor<4xi1>
  }
    scf.yield %fz1824_0 : tensor<4xi1>
  }
    scf.yield %fz1823_0 : tensor<4xi1>
  }
    scf.yield %fz1822_0 : tensor<4xi1>
  }
    scf.yield %fz1821_0 : tensor<4xi1>
  }
    scf.yield %fz1820_0 : tensor<4xi1>
  }
    scf.yield %fz1819_0 : tensor<4xi1>
  }
    scf.yield %fz1818_0 : tensor<4xi1>
  }
    scf.yield %fz1817_0 : tensor<4xi1>
  }
    scf.yield %fz1816_0 : tensor<4xi1>
  }
    scf.yield %fz1815_0 : tensor<4xi1>
  }
    scf.yield %fz1814_0 : tensor<4xi1>
  }
    scf.yield %fz1813_0 : tensor<4xi1>
  }
    scf.yield %fz1812_0 : tensor<4xi1>
  }
    scf.yield %fz1811_0 : tensor<4xi1>
  }
    scf.yield %fz1810_0 : tensor<4xi1>
  }
    scf.yield %fz1809_0 : tensor<4xi1>
  }
    scf.yield %fz1808_0 : tensor<4xi1>
  }
    scf.yield %fz1807_0 : tensor<4xi1>
  }
    scf.yield %fz1806_0 : tensor<4xi1>
  }
    scf.yield %fz1805_0 : tensor<4xi1>
  }
    scf.yield %fz1804_0 : tensor<4xi1>
  }
    scf.yield %fz1803_0 : tensor<4xi1>
  }
    scf.yield %fz1802_0 : tensor<4xi1>
  }
    scf.yield %fz1801_0 : tensor<4xi1>
  }
    scf.yield %fz1800_0 : tensor<4xi1>
  }
    scf.yield %fz1799_0 : tensor<4xi1>
  }
    scf.yield %fz1798_0 : tensor<4xi1>
  }
    scf.yield %fz1797_0 : tensor<4xi1>
  }
    scf.yield %fz1796_0 : tensor<4xi1>
  }
    scf.yield %fz1795_0 : tensor<4xi1>
  }
    scf.yield %fz1794_0 : tensor<4xi1>
  }
    scf.yield %fz1793_0 : tensor<4xi1>
  }
    scf.yield %fz1792_0 : tensor<4xi1>
  }
    scf.yield %fz1791_0 : tensor<4xi1>
  }
    scf.yield %fz1790_0 : tensor<4xi1>
  }
    scf.yield %fz1789_0 : tensor<4xi1>
  }
    scf.yield %fz1788_0 : tensor<4xi1>
  }
    scf.yield %fz1787_0 : tensor<4xi1>
  }
    scf.yield %fz1786_0 : tensor<4xi1>
  }
    scf.yield %fz1785_0 : tensor<4xi1>
  }
    scf.yield %fz1784_0 : tensor<4xi1>
  }
    scf.yield %fz1783_0 : tensor<4xi1>
  }
    scf.yield %fz1782_0 : tensor<4xi1>
  }
    scf.yield %fz1781_0 : tensor<4xi1>
  }
    scf.yield %fz1780_0 : tensor<4xi1>
  }
    scf.yield %fz1779_0 : tensor<4xi1>
  }
    scf.yield %fz1778_0 : tensor<4xi1>
  }
    scf.yield %fz1777_0 : tensor<4xi1>
  }
    scf.yield %fz1776_0 : tensor<4xi1>
  }
    scf.yield %fz1775_0 : tensor<4xi1>
  }
    scf.yield %fz1774_0 : tensor<4xi1>
  }
    scf.yield %fz1773_0 : tensor<4xi1>
  }
    scf.yield %fz1772_0 : tensor<4xi1>
  }
    scf.yield %fz1771_0 : tensor<4xi1>
  }
    scf.yield %fz1770_0 : tensor<4xi1>
  }
    scf.yield %fz1769_0 : tensor<4xi1>
  }
    scf.yield %fz1768_0 : tensor<4xi1>
  }
    scf.yield %fz1767_0 : tensor<4xi1>
  }
    scf.yield %fz1766_0 : tensor<4xi1>
  }
    scf.yield %fz1765_0 : tensor<4xi1>
  }
    scf.yield %fz1764_0 : tensor<4xi1>
  }
    scf.yield %fz1763_0 : tensor<4xi1>
  }
    scf.yield %fz1762_0 : tensor<4xi1>
  }
    scf.yield %fz1761_0 : tensor<4xi1>
  }
    scf.yield %fz1760_0 : tensor<4xi1>
  }
    scf.yield %fz1759_0 : tensor<4xi1>
  }
    scf.yield %fz1758_0 : tensor<4xi1>
  }
    scf.yield %fz1757_0 : tensor<4xi1>
  }
    scf.yield %fz1756_0 : tensor<4xi1>
  }
    scf.yield %fz1755_0 : tensor<4xi1>
  }
    scf.yield %fz1754_0 : tensor<4xi1>
  }
    scf.yield %fz1753_0 : tensor<4xi1>
  }
    scf.yield %fz1752_0 : tensor<4xi1>
  }
    scf.yield %fz1751_0 : tensor<4xi1>
  }
    scf.yield %fz1750_0 : tensor<4xi1>
  }
    scf.yield %fz1749_0 : tensor<4xi1>
  }
    scf.yield %fz1748_0 : tensor<4xi1>
  }
    scf.yield %fz1747_0 : tensor<4xi1>
  }
    scf.yield %fz1746_0 : tensor<4xi1>
  }
    scf.yield %fz1745_0 : tensor<4xi1>
  }
    scf.yield %fz1744_0 : tensor<4xi1>
  }
    scf.yield %fz1743_0 : tensor<4xi1>
  }
    scf.yield %fz1742_0 : tensor<4xi1>
  }
    scf.yield %fz1741_0 : tensor<4xi1>
  }
    scf.yield %fz1740_0 : tensor<4xi1>
  }
    scf.yield %fz1739_0 : tensor<4xi1>
  }
    scf.yield %fz1738_0 : tensor<4xi1>
  }
    scf.yield %fz1737_0 : tensor<4xi1>
  }
    scf.yield %fz1736_0 : tensor<4xi1>
  }
    scf.yield %fz1735_0 : tensor<4xi1>
  }
    scf.yield %fz1734_0 : tensor<4xi1>
  }
    scf.yield %fz1733_0 : tensor<4xi1>
  }
    scf.yield %fz1732_0 : tensor<4xi1>
  }
    scf.yield %fz1731_0 : tensor<4xi1>
  }
    scf.yield %fz1730_0 : tensor<4xi1>
  }
    scf.yield %fz1729_0 : tensor<4xi1>
  }
    scf.yield %fz1728_0 : tensor<4xi1>
  }
    scf.yield %fz1727_0 : tensor<4xi1>
  }
    scf.yield %fz1726_0 : tensor<4xi1>
  }
    scf.yield %fz1725_0 : tensor<4xi1>
  }
    scf.yield %fz1724_0 : tensor<4xi1>
  }
    scf.yield %fz1723_0 : tensor<4xi1>
  }
    scf.yield %fz1722_0 : tensor<4xi1>
  }
    scf.yield %fz1721_0 : tensor<4xi1>
  }
    scf.yield %fz1720_0 : tensor<4xi1>
  }
    scf.yield %fz1719_0 : tensor<4xi1>
  }
    scf.yield %fz1718_0 : tensor<4xi1>
  }
    scf.yield %fz1717_0 : tensor<4xi1>
  }
    scf.yield %fz1716_0 : tensor<4xi1>
  }
    scf.yield %fz1715_0 : tensor<4xi1>
  }
    scf.yield %fz1714_0 : tensor<4xi1>
  }
    scf.yield %fz1713_0 : tensor<4xi1>
  }
    scf.yield %fz1712_0 : tensor<4xi1>
  }
    scf.yield %fz1711_0 : tensor<4xi1>
  }
    scf.yield %fz1710_0 : tensor<4xi1>
  }
    scf.yield %fz1709_0 : tensor<4xi1>
  }
    scf.yield %fz1708_0 : tensor<4xi1>
  }
    scf.yield %fz1707_0 : tensor<4xi1>
  }
    scf.yield %fz1706_0 : tensor<4xi1>
  }
    scf.yield %fz1705_0 : tensor<4xi1>
  }
    scf.yield %fz1704_0 : tensor<4xi1>
  }
    scf.yield %fz1703_0 : tensor<4xi1>
  }
    scf.yield %fz1702_0 : tensor<4xi1>
  }
    scf.yield %fz1701_0 : tensor<4xi1>
  }
    scf.yield %fz1700_0 : tensor<4xi1>
  }
    scf.yield %fz1699_0 : tensor<4xi1>
  }
    scf.yield %fz1698_0 : tensor<4xi1>
  }
    scf.yield %fz1697_0 : tensor<4xi1>
  }
    scf.yield %fz1696_0 : tensor<4xi1>
  }
    scf.yield %fz1695_0 : tensor<4xi1>
  }
    scf.yield %fz1694_0 : tensor<4xi1>
  }
    scf.yield %fz1693_0 : tensor<4xi1>
  }
    scf.yield %fz1692_0 : tensor<4xi1>
  }
    scf.yield %fz1691_0 : tensor<4xi1>
  }
    scf.yield %fz1690_0 : tensor<4xi1>
  }
    scf.yield %fz1689_0 : tensor<4xi1>
  }
    scf.yield %fz1688_0 : tensor<4xi1>
  }
    scf.yield %fz1687_0 : tensor<4xi1>
  }
    scf.yield %fz1686_0 : tensor<4xi1>
  }
    scf.yield %fz1685_0 : tensor<4xi1>
  }
    scf.yield %fz1684_0 : tensor<4xi1>
  }
    scf.yield %fz1683_0 : tensor<4xi1>
  }
    scf.yield %fz1682_0 : tensor<4xi1>
  }
    scf.yield %fz1681_0 : tensor<4xi1>
  }
    scf.yield %fz1680_0 : tensor<4xi1>
  }
    scf.yield %fz1679_0 : tensor<4xi1>
  }
    scf.yield %fz1678_0 : tensor<4xi1>
  }
    scf.yield %fz1677_0 : tensor<4xi1>
  }
    scf.yield %fz1676_0 : tensor<4xi1>
  }
    scf.yield %fz1675_0 : tensor<4xi1>
  }
    scf.yield %fz1674_0 : tensor<4xi1>
  }
    scf.yield %fz1673_0 : tensor<4xi1>
  }
    scf.yield %fz1672_0 : tensor<4xi1>
  }
    scf.yield %fz1671_0 : tensor<4xi1>
  }
    scf.yield %fz1670_0 : tensor<4xi1>
  }
    scf.yield %fz1669_0 : tensor<4xi1>
  }
    scf.yield %fz1668_0 : tensor<4xi1>
  }
    scf.yield %fz1667_0 : tensor<4xi1>
  }
    scf.yield %fz1666_0 : tensor<4xi1>
  }
    scf.yield %fz1665_0 : tensor<4xi1>
  }
    scf.yield %fz1664_0 : tensor<4xi1>
  }
    scf.yield %fz1663_0 : tensor<4xi1>
  }
    scf.yield %fz1662_0 : tensor<4xi1>
  }
    scf.yield %fz1661_0 : tensor<4xi1>
  }
    scf.yield %fz1660_0 : tensor<4xi1>
  }
    scf.yield %fz1659_0 : tensor<4xi1>
  }
    scf.yield %fz1658_0 : tensor<4xi1>
  }
    scf.yield %fz1657_0 : tensor<4xi1>
  }
    scf.yield %fz1656_0 : tensor<4xi1>
  }
    scf.yield %fz1655_0 : tensor<4xi1>
  }
    scf.yield %fz1654_0 : tensor<4xi1>
  }
    scf.yield %fz1653_0 : tensor<4xi1>
  }
    scf.yield %fz1652_0 : tensor<4xi1>
  }
    scf.yield %fz1651_0 : tensor<4xi1>
  }
    scf.yield %fz1650_0 : tensor<4xi1>
  }
    scf.yield %fz1649_0 : tensor<4xi1>
  }
    scf.yield %fz1648_0 : tensor<4xi1>
  }
    scf.yield %fz1647_0 : tensor<4xi1>
  }
    scf.yield %fz1646_0 : tensor<4xi1>
  }
    scf.yield %fz1645_0 : tensor<4xi1>
  }
    scf.yield %fz1644_0 : tensor<4xi1>
  }
    scf.yield %fz1643_0 : tensor<4xi1>
  }
    scf.yield %fz1642_0 : tensor<4xi1>
  }
    scf.yield %fz1641_0 : tensor<4xi1>
  }
    scf.yield %fz1640_0 : tensor<4xi1>
  }
    scf.yield %fz1639_0 : tensor<4xi1>
  }
    scf.yield %fz1638_0 : tensor<4xi1>
  }
    scf.yield %fz1637_0 : tensor<4xi1>
  }
    scf.yield %fz1636_0 : tensor<4xi1>
  }
    scf.yield %fz1635_0 : tensor<4xi1>
  }
    scf.yield %fz1634_0 : tensor<4xi1>
  }
    scf.yield %fz1633_0 : tensor<4xi1>
  }
    scf.yield %fz1632_0 : tensor<4xi1>
  }
    scf.yield %fz1631_0 : tensor<4xi1>
  }
    scf.yield %fz1630_0 : tensor<4xi1>
  }
    scf.yield %fz1629_0 : tensor<4xi1>
  }
    scf.yield %fz1628_0 : tensor<4xi1>
  }
    scf.yield %fz1627_0 : tensor<4xi1>
  }
    scf.yield %fz1626_0 : tensor<4xi1>
  }
    scf.yield %fz1625_0 : tensor<4xi1>
  }
    scf.yield %fz1624_0 : tensor<4xi1>
  }
    scf.yield %fz1623_0 : tensor<4xi1>
  }
    scf.yield %fz1622_0 : tensor<4xi1>
  }
    scf.yield %fz1621_0 : tensor<4xi1>
  }
    scf.yield %fz1620_0 : tensor<4xi1>
  }
    scf.yield %fz1619_0 : tensor<4xi1>
  }
    scf.yield %fz1618_0 : tensor<4xi1>
  }
    scf.yield %fz1617_0 : tensor<4xi1>
  }
    scf.yield %fz1616_0 : tensor<4xi1>
  }
    scf.yield %fz1615_0 : tensor<4xi1>
  }
    scf.yield %fz1614_0 : tensor<4xi1>
  }
    scf.yield %fz1613_0 : tensor<4xi1>
  }
    scf.yield %fz1612_0 : tensor<4xi1>
  }
    scf.yield %fz1611_0 : tensor<4xi1>
  }
    scf.yield %fz1610_0 : tensor<4xi1>
  }
    scf.yield %fz1609_0 : tensor<4xi1>
  }
    scf.yield %fz1608_0 : tensor<4xi1>
  }
    scf.yield %fz1607_0 : tensor<4xi1>
  }
    scf.yield %fz1606_0 : tensor<4xi1>
  }
    scf.yield %fz1605_0 : tensor<4xi1>
  }
    scf.yield %fz1604_0 : tensor<4xi1>
  }
    scf.yield %fz1603_0 : tensor<4xi1>
  }
    scf.yield %fz1602_0 : tensor<4xi1>
  }
    scf.yield %fz1601_0 : tensor<4xi1>
  }
    scf.yield %fz1600_0 : tensor<4xi1>
  }
    scf.yield %fz1599_0 : tensor<4xi1>
  }
    scf.yield %fz1598_0 : tensor<4xi1>
  }
    scf.yield %fz1597_0 : tensor<4xi1>
  }
    scf.yield %fz1596_0 : tensor<4xi1>
  }
    scf.yield %fz1595_0 : tensor<4xi1>
  }
    scf.yield %fz1594_0 : tensor<4xi1>
  }
    scf.yield %fz1593_0 : tensor<4xi1>
  }
    scf.yield %fz1592_0 : tensor<4xi1>
  }
    scf.yield %fz1591_0 : tensor<4xi1>
  }
    scf.yield %fz1590_0 : tensor<4xi1>
  }
    scf.yield %fz1589_0 : tensor<4xi1>
  }
    scf.yield %fz1588_0 : tensor<4xi1>
  }
    scf.yield %fz1587_0 : tensor<4xi1>
  }
    scf.yield %fz1586_0 : tensor<4xi1>
  }
    scf.yield %fz1585_0 : tensor<4xi1>
  }
    scf.yield %fz1584_0 : tensor<4xi1>
  }
    scf.yield %fz1583_0 : tensor<4xi1>
  }
    scf.yield %fz1582_0 : tensor<4xi1>
  }
    scf.yield %fz1581_0 : tensor<4xi1>
  }
    scf.yield %fz1580_0 : tensor<4xi1>
  }
    scf.yield %fz1579_0 : tensor<4xi1>
  }
    scf.yield %fz1578_0 : tensor<4xi1>
  }
    scf.yield %fz1577_0 : tensor<4xi1>
  }
    scf.yield %fz1576_0 : tensor<4xi1>
  }
    scf.yield %fz1575_0 : tensor<4xi1>
  }
    scf.yield %fz1574_0 : tensor<4xi1>
  }
    scf.yield %fz1573_0 : tensor<4xi1>
  }
    scf.yield %fz1572_0 : tensor<4xi1>
  }
    scf.yield %fz1571_0 : tensor<4xi1>
  }
    scf.yield %fz1570_0 : tensor<4xi1>
  }
    scf.yield %fz1569_0 : tensor<4xi1>
  }
    scf.yield %fz1568_0 : tensor<4xi1>
  }
    scf.yield %fz1567_0 : tensor<4xi1>
  }
    scf.yield %fz1566_0 : tensor<4xi1>
  }
    scf.yield %fz1565_0 : tensor<4xi1>
  }
    scf.yield %fz1564_0 : tensor<4xi1>
  }
    scf.yield %fz1563_0 : tensor<4xi1>
  }
    scf.yield %fz1562_0 : tensor<4xi1>
  }
    scf.yield %fz1561_0 : tensor<4xi1>
  }
    scf.yield %fz1560_0 : tensor<4xi1>
  }
    scf.yield %fz1559_0 : tensor<4xi1>
  }
    scf.yield %fz1558_0 : tensor<4xi1>
  }
    scf.yield %fz1557_0 : tensor<4xi1>
  }
    scf.yield %fz1556_0 : tensor<4xi1>
  }
    scf.yield %fz1555_0 : tensor<4xi1>
  }
    scf.yield %fz1554_0 : tensor<4xi1>
  }
    scf.yield %fz1553_0 : tensor<4xi1>
  }
    scf.yield %fz1552_0 : tensor<4xi1>
  }
    scf.yield %fz1551_0 : tensor<4xi1>
  }
    scf.yield %fz1550_0 : tensor<4xi1>
  }
    scf.yield %fz1549_0 : tensor<4xi1>
  }
    scf.yield %fz1548_0 : tensor<4xi1>
  }
    scf.yield %fz1547_0 : tensor<4xi1>
  }
    scf.yield %fz1546_0 : tensor<4xi1>
  }
    scf.yield %fz1545_0 : tensor<4xi1>
  }
    scf.yield %fz1544_0 : tensor<4xi1>
  }
    scf.yield %fz1543_0 : tensor<4xi1>
  }
    scf.yield %fz1542_0 : tensor<4xi1>
  }
    scf.yield %fz1541_0 : tensor<4xi1>
  }
    scf.yield %fz1540_0 : tensor<4xi1>
  }
    scf.yield %fz1539_0 : tensor<4xi1>
  }
    scf.yield %fz1538_0 : tensor<4xi1>
  }
    scf.yield %fz1537_0 : tensor<4xi1>
  }
    scf.yield %fz1536_0 : tensor<4xi1>
  }
    scf.yield %fz1535_0 : tensor<4xi1>
  }
    scf.yield %fz1534_0 : tensor<4xi1>
  }
    scf.yield %fz1533_0 : tensor<4xi1>
  }
    scf.yield %fz1532_0 : tensor<4xi1>
  }
    scf.yield %fz1531_0 : tensor<4xi1>
  }
    scf.yield %fz1530_0 : tensor<4xi1>
  }
    scf.yield %fz1529_0 : tensor<4xi1>
  }
    scf.yield %fz1528_0 : tensor<4xi1>
  }
    scf.yield %fz1527_0 : tensor<4xi1>
  }
    scf.yield %fz1526_0 : tensor<4xi1>
  }
    scf.yield %fz1525_0 : tensor<4xi1>
  }
    scf.yield %fz1524_0 : tensor<4xi1>
  }
    scf.yield %fz1523_0 : tensor<4xi1>
  }
    scf.yield %fz1522_0 : tensor<4xi1>
  }
    scf.yield %fz1521_0 : tensor<4xi1>
  }
    scf.yield %fz1520_0 : tensor<4xi1>
  }
    scf.yield %fz1519_0 : tensor<4xi1>
  }
    scf.yield %fz1518_0 : tensor<4xi1>
  }
    scf.yield %fz1517_0 : tensor<4xi1>
  }
    scf.yield %fz1516_0 : tensor<4xi1>
  }
    scf.yield %fz1515_0 : tensor<4xi1>
  }
    scf.yield %fz1514_0 : tensor<4xi1>
  }
    scf.yield %fz1513_0 : tensor<4xi1>
  }
    scf.yield %fz1512_0 : tensor<4xi1>
  }
    scf.yield %fz1511_0 : tensor<4xi1>
  }
    scf.yield %fz1510_0 : tensor<4xi1>
  }
    scf.yield %fz1509_0 : tensor<4xi1>
  }
    scf.yield %fz1508_0 : tensor<4xi1>
  }
    scf.yield %fz1507_0 : tensor<4xi1>
  }
    scf.yield %fz1506_0 : tensor<4xi1>
  }
    scf.yield %fz1505_0 : tensor<4xi1>
  }
    scf.yield %fz1504_0 : tensor<4xi1>
  }
    scf.yield %fz1503_0 : tensor<4xi1>
  }
    scf.yield %fz1502_0 : tensor<4xi1>
  }
    scf.yield %fz1501_0 : tensor<4xi1>
  }
    scf.yield %fz1500_0 : tensor<4xi1>
  }
    scf.yield %fz1499_0 : tensor<4xi1>
  }
    scf.yield %fz1498_0 : tensor<4xi1>
  }
    scf.yield %fz1497_0 : tensor<4xi1>
  }
    scf.yield %fz1496_0 : tensor<4xi1>
  }
    scf.yield %fz1495_0 : tensor<4xi1>
  }
    scf.yield %fz1494_0 : tensor<4xi1>
  }
    scf.yield %fz1493_0 : tensor<4xi1>
  }
    scf.yield %fz1492_0 : tensor<4xi1>
  }
    scf.yield %fz1491_0 : tensor<4xi1>
  }
    scf.yield %fz1490_0 : tensor<4xi1>
  }
    scf.yield %fz1489_0 : tensor<4xi1>
  }
    scf.yield %fz1488_0 : tensor<4xi1>
  }
    scf.yield %fz1487_0 : tensor<4xi1>
  }
    scf.yield %fz1486_0 : tensor<4xi1>
  }
    scf.yield %fz1485_0 : tensor<4xi1>
  }
    scf.yield %fz1484_0 : tensor<4xi1>
  }
    scf.yield %fz1483_0 : tensor<4xi1>
  }
    scf.yield %fz1482_0 : tensor<4xi1>
  }
    scf.yield %fz1481_0 : tensor<4xi1>
  }
    scf.yield %fz1480_0 : tensor<4xi1>
  }
    scf.yield %fz1479_0 : tensor<4xi1>
  }
    scf.yield %fz1478_0 : tensor<4xi1>
  }
    scf.yield %fz1477_0 : tensor<4xi1>
  }
    scf.yield %fz1476_0 : tensor<4xi1>
  }
    scf.yield %fz1475_0 : tensor<4xi1>
  }
    scf.yield %fz1474_0 : tensor<4xi1>
  }
    scf.yield %fz1473_0 : tensor<4xi1>
  }
    scf.yield %fz1472_0 : tensor<4xi1>
  }
    scf.yield %fz1471_0 : tensor<4xi1>
  }
    scf.yield %fz1470_0 : tensor<4xi1>
  }
    scf.yield %fz1469_0 : tensor<4xi1>
  }
    scf.yield %fz1468_0 : tensor<4xi1>
  }
    scf.yield %fz1467_0 : tensor<4xi1>
  }
    scf.yield %fz1466_0 : tensor<4xi1>
  }
    scf.yield %fz1465_0 : tensor<4xi1>
  }
    scf.yield %fz1464_0 : tensor<4xi1>
  }
    scf.yield %fz1463_0 : tensor<4xi1>
  }
    scf.yield %fz1462_0 : tensor<4xi1>
  }
    scf.yield %fz1461_0 : tensor<4xi1>
  }
    scf.yield %fz1460_0 : tensor<4xi1>
  }
    scf.yield %fz1459_0 : tensor<4xi1>
  }
    scf.yield %fz1458_0 : tensor<4xi1>
  }
    scf.yield %fz1457_0 : tensor<4xi1>
  }
    scf.yield %fz1456_0 : tensor<4xi1>
  }
    scf.yield %fz1455_0 : tensor<4xi1>
  }
    scf.yield %fz1454_0 : tensor<4xi1>
  }
    scf.yield %fz1453_0 : tensor<4xi1>
  }
    scf.yield %fz1452_0 : tensor<4xi1>
  }
    scf.yield %fz1451_0 : tensor<4xi1>
  }
    scf.yield %fz1450_0 : tensor<4xi1>
  }
    scf.yield %fz1449_0 : tensor<4xi1>
  }
    scf.yield %fz1448_0 : tensor<4xi1>
  }
    scf.yield %fz1447_0 : tensor<4xi1>
  }
    scf.yield %fz1446_0 : tensor<4xi1>
  }
    scf.yield %fz1445_0 : tensor<4xi1>
  }
    scf.yield %fz1444_0 : tensor<4xi1>
  }
    scf.yield %fz1443_0 : tensor<4xi1>
  }
    scf.yield %fz1442_0 : tensor<4xi1>
  }
    scf.yield %fz1441_0 : tensor<4xi1>
  }
    scf.yield %fz1440_0 : tensor<4xi1>
  }
    scf.yield %fz1439_0 : tensor<4xi1>
  }
    scf.yield %fz1438_0 : tensor<4xi1>
  }
    scf.yield %fz1437_0 : tensor<4xi1>
  }
    scf.yield %fz1436_0 : tensor<4xi1>
  }
    scf.yield %fz1435_0 : tensor<4xi1>
  }
    scf.yield %fz1434_0 : tensor<4xi1>
  }
    scf.yield %fz1433_0 : tensor<4xi1>
  }
    scf.yield %fz1432_0 : tensor<4xi1>
  }
    scf.yield %fz1431_0 : tensor<4xi1>
  }
    scf.yield %fz1430_0 : tensor<4xi1>
  }
    scf.yield %fz1429_0 : tensor<4xi1>
  }
    scf.yield %fz1428_0 : tensor<4xi1>
  }
    scf.yield %fz1427_0 : tensor<4xi1>
  }
    scf.yield %fz1426_0 : tensor<4xi1>
  }
    scf.yield %fz1425_0 : tensor<4xi1>
  }
    scf.yield %fz1424_0 : tensor<4xi1>
  }
    scf.yield %fz1423_0 : tensor<4xi1>
  }
    scf.yield %fz1422_0 : tensor<4xi1>
  }
    scf.yield %fz1421_0 : tensor<4xi1>
  }
    scf.yield %fz1420_0 : tensor<4xi1>
  }
    scf.yield %fz1419_0 : tensor<4xi1>
  }
    scf.yield %fz1418_0 : tensor<4xi1>
  }
    scf.yield %fz1417_0 : tensor<4xi1>
  }
    scf.yield %fz1416_0 : tensor<4xi1>
  }
    scf.yield %fz1415_0 : tensor<4xi1>
  }
    scf.yield %fz1414_0 : tensor<4xi1>
  }
    scf.yield %fz1413_0 : tensor<4xi1>
  }
    scf.yield %fz1412_0 : tensor<4xi1>
  }
    scf.yield %fz1411_0 : tensor<4xi1>
  }
    scf.yield %fz1410_0 : tensor<4xi1>
  }
    scf.yield %fz1409_0 : tensor<4xi1>
  }
    scf.yield %fz1408_0 : tensor<4xi1>
  }
    scf.yield %fz1407_0 : tensor<4xi1>
  }
    scf.yield %fz1406_0 : tensor<4xi1>
  }
    scf.yield %fz1405_0 : tensor<4xi1>
  }
    scf.yield %fz1404_0 : tensor<4xi1>
  }
    scf.yield %fz1403_0 : tensor<4xi1>
  }
    scf.yield %fz1402_0 : tensor<4xi1>
  }
    scf.yield %fz1401_0 : tensor<4xi1>
  }
    scf.yield %fz1400_0 : tensor<4xi1>
  }
    scf.yield %fz1399_0 : tensor<4xi1>
  }
    scf.yield %fz1398_0 : tensor<4xi1>
  }
    scf.yield %fz1397_0 : tensor<4xi1>
  }
    scf.yield %fz1396_0 : tensor<4xi1>
  }
    scf.yield %fz1395_0 : tensor<4xi1>
  }
    scf.yield %fz1394_0 : tensor<4xi1>
  }
    scf.yield %fz1393_0 : tensor<4xi1>
  }
    scf.yield %fz1392_0 : tensor<4xi1>
  }
    scf.yield %fz1391_0 : tensor<4xi1>
  }
    scf.yield %fz1390_0 : tensor<4xi1>
  }
    scf.yield %fz1389_0 : tensor<4xi1>
  }
    scf.yield %fz1388_0 : tensor<4xi1>
  }
    scf.yield %fz1387_0 : tensor<4xi1>
  }
    scf.yield %fz1386_0 : tensor<4xi1>
  }
    scf.yield %fz1385_0 : tensor<4xi1>
  }
    scf.yield %fz1384_0 : tensor<4xi1>
  }
    scf.yield %fz1383_0 : tensor<4xi1>
  }
    scf.yield %fz1382_0 : tensor<4xi1>
  }
    scf.yield %fz1381_0 : tensor<4xi1>
  }
    scf.yield %fz1380_0 : tensor<4xi1>
  }
    scf.yield %fz1379_0 : tensor<4xi1>
  }
    scf.yield %fz1378_0 : tensor<4xi1>
  }
    scf.yield %fz1377_0 : tensor<4xi1>
  }
    scf.yield %fz1376_0 : tensor<4xi1>
  }
    scf.yield %fz1375_0 : tensor<4xi1>
  }
    scf.yield %fz1374_0 : tensor<4xi1>
  }
    scf.yield %fz1373_0 : tensor<4xi1>
  }
    scf.yield %fz1372_0 : tensor<4xi1>
  }
    scf.yield %fz1371_0 : tensor<4xi1>
  }
    scf.yield %fz1370_0 : tensor<4xi1>
  }
    scf.yield %fz1369_0 : tensor<4xi1>
  }
    scf.yield %fz1368_0 : tensor<4xi1>
  }
    scf.yield %fz1367_0 : tensor<4xi1>
  }
    scf.yield %fz1366_0 : tensor<4xi1>
  }
    scf.yield %fz1365_0 : tensor<4xi1>
  }
    scf.yield %fz1364_0 : tensor<4xi1>
  }
    scf.yield %fz1363_0 : tensor<4xi1>
  }
    scf.yield %fz1362_0 : tensor<4xi1>
  }
    scf.yield %fz1361_0 : tensor<4xi1>
  }
    scf.yield %fz1360_0 : tensor<4xi1>
  }
    scf.yield %fz1359_0 : tensor<4xi1>
  }
    scf.yield %fz1358_0 : tensor<4xi1>
  }
    scf.yield %fz1357_0 : tensor<4xi1>
  }
    scf.yield %fz1356_0 : tensor<4xi1>
  }
    scf.yield %fz1355_0 : tensor<4xi1>
  }
    scf.yield %fz1354_0 : tensor<4xi1>
  }
    scf.yield %fz1353_0 : tensor<4xi1>
  }
    scf.yield %fz1352_0 : tensor<4xi1>
  }
    scf.yield %fz1351_0 : tensor<4xi1>
  }
    scf.yield %fz1350_0 : tensor<4xi1>
  }
    scf.yield %fz1349_0 : tensor<4xi1>
  }
    scf.yield %fz1348_0 : tensor<4xi1>
  }
    scf.yield %fz1347_0 : tensor<4xi1>
  }
    scf.yield %fz1346_0 : tensor<4xi1>
  }
    scf.yield %fz1345_0 : tensor<4xi1>
  }
    scf.yield %fz1344_0 : tensor<4xi1>
  }
    scf.yield %fz1343_0 : tensor<4xi1>
  }
    scf.yield %fz1342_0 : tensor<4xi1>
  }
    scf.yield %fz1341_0 : tensor<4xi1>
  }
    scf.yield %fz1340_0 : tensor<4xi1>
  }
    scf.yield %fz1339_0 : tensor<4xi1>
  }
    scf.yield %fz1338_0 : tensor<4xi1>
  }
    scf.yield %fz1337_0 : tensor<4xi1>
  }
    scf.yield %fz1336_0 : tensor<4xi1>
  }
    scf.yield %fz1335_0 : tensor<4xi1>
  }
    scf.yield %fz1334_0 : tensor<4xi1>
  }
    scf.yield %fz1333_0 : tensor<4xi1>
  }
    scf.yield %fz1332_0 : tensor<4xi1>
  }
    scf.yield %fz1331_0 : tensor<4xi1>
  }
    scf.yield %fz1330_0 : tensor<4xi1>
  }
    scf.yield %fz1329_0 : tensor<4xi1>
  }
    scf.yield %fz1328_0 : tensor<4xi1>
  }
    scf.yield %fz1327_0 : tensor<4xi1>
  }
    scf.yield %fz1326_0 : tensor<4xi1>
  }
    scf.yield %fz1325_0 : tensor<4xi1>
  }
    scf.yield %fz1324_0 : tensor<4xi1>
  }
    scf.yield %fz1323_0 : tensor<4xi1>
  }
    scf.yield %fz1322_0 : tensor<4xi1>
  }
    scf.yield %fz1321_0 : tensor<4xi1>
  }
    scf.yield %fz1320_0 : tensor<4xi1>
  }
    scf.yield %fz1319_0 : tensor<4xi1>
  }
    scf.yield %fz1318_0 : tensor<4xi1>
  }
    scf.yield %fz1317_0 : tensor<4xi1>
  }
    scf.yield %fz1316_0 : tensor<4xi1>
  }
    scf.yield %fz1315_0 : tensor<4xi1>
  }
    scf.yield %fz1314_0 : tensor<4xi1>
  }
    scf.yield %fz1313_0 : tensor<4xi1>
  }
    scf.yield %fz1312_0 : tensor<4xi1>
  }
    scf.yield %fz1311_0 : tensor<4xi1>
  }
    scf.yield %fz1310_0 : tensor<4xi1>
  }
    scf.yield %fz1309_0 : tensor<4xi1>
  }
    scf.yield %fz1308_0 : tensor<4xi1>
  }
    scf.yield %fz1307_0 : tensor<4xi1>
  }
    scf.yield %fz1306_0 : tensor<4xi1>
  }
    scf.yield %fz1305_0 : tensor<4xi1>
  }
    scf.yield %fz1304_0 : tensor<4xi1>
  }
    scf.yield %fz1303_0 : tensor<4xi1>
  }
    scf.yield %fz1302_0 : tensor<4xi1>
  }
    scf.yield %fz1301_0 : tensor<4xi1>
  }
    scf.yield %fz1300_0 : tensor<4xi1>
  }
    scf.yield %fz1299_0 : tensor<4xi1>
  }
    scf.yield %fz1298_0 : tensor<4xi1>
  }
    scf.yield %fz1297_0 : tensor<4xi1>
  }
    scf.yield %fz1296_0 : tensor<4xi1>
  }
    scf.yield %fz1295_0 : tensor<4xi1>
  }
    scf.yield %fz1294_0 : tensor<4xi1>
  }
    scf.yield %fz1293_0 : tensor<4xi1>
  }
    scf.yield %fz1292_0 : tensor<4xi1>
  }
    scf.yield %fz1291_0 : tensor<4xi1>
  }
    scf.yield %fz1290_0 : tensor<4xi1>
  }
    scf.yield %fz1289_0 : tensor<4xi1>
  }
    scf.yield %fz1288_0 : tensor<4xi1>
  }
    scf.yield %fz1287_0 : tensor<4xi1>
  }
    scf.yield %fz1286_0 : tensor<4xi1>
  }
    scf.yield %fz1285_0 : tensor<4xi1>
  }
    scf.yield %fz1284_0 : tensor<4xi1>
  }
    scf.yield %fz1283_0 : tensor<4xi1>
  }
    scf.yield %fz1282_0 : tensor<4xi1>
  }
    scf.yield %fz1281_0 : tensor<4xi1>
  }
    scf.yield %fz1280_0 : tensor<4xi1>
  }
    scf.yield %fz1279_0 : tensor<4xi1>
  }
    scf.yield %fz1278_0 : tensor<4xi1>
  }
    scf.yield %fz1277_0 : tensor<4xi1>
  }
    scf.yield %fz1276_0 : tensor<4xi1>
  }
    scf.yield %fz1275_0 : tensor<4xi1>
  }
    scf.yield %fz1274_0 : tensor<4xi1>
  }
    scf.yield %fz1273_0 : tensor<4xi1>
  }
    scf.yield %fz1272_0 : tensor<4xi1>
  }
    scf.yield %fz1271_0 : tensor<4xi1>
  }
    scf.yield %fz1270_0 : tensor<4xi1>
  }
    scf.yield %fz1269_0 : tensor<4xi1>
  }
    scf.yield %fz1268_0 : tensor<4xi1>
  }
    scf.yield %fz1267_0 : tensor<4xi1>
  }
    scf.yield %fz1266_0 : tensor<4xi1>
  }
    scf.yield %fz1265_0 : tensor<4xi1>
  }
    scf.yield %fz1264_0 : tensor<4xi1>
  }
    scf.yield %fz1263_0 : tensor<4xi1>
  }
    scf.yield %fz1262_0 : tensor<4xi1>
  }
    scf.yield %fz1261_0 : tensor<4xi1>
  }
    scf.yield %fz1260_0 : tensor<4xi1>
  }
    scf.yield %fz1259_0 : tensor<4xi1>
  }
    scf.yield %fz1258_0 : tensor<4xi1>
  }
    scf.yield %fz1257_0 : tensor<4xi1>
  }
    scf.yield %fz1256_0 : tensor<4xi1>
  }
    scf.yield %fz1255_0 : tensor<4xi1>
  }
    scf.yield %fz1254_0 : tensor<4xi1>
  }
    scf.yield %fz1253_0 : tensor<4xi1>
  }
    scf.yield %fz1252_0 : tensor<4xi1>
  }
    scf.yield %fz1251_0 : tensor<4xi1>
  }
    scf.yield %fz1250_0 : tensor<4xi1>
  }
    scf.yield %fz1249_0 : tensor<4xi1>
  }
    scf.yield %fz1248_0 : tensor<4xi1>
  }
    scf.yield %fz1247_0 : tensor<4xi1>
  }
    scf.yield %fz1246_0 : tensor<4xi1>
  }
    scf.yield %fz1245_0 : tensor<4xi1>
  }
    scf.yield %fz1244_0 : tensor<4xi1>
  }
    scf.yield %fz1243_0 : tensor<4xi1>
  }
    scf.yield %fz1242_0 : tensor<4xi1>
  }
    scf.yield %fz1241_0 : tensor<4xi1>
  }
    scf.yield %fz1240_0 : tensor<4xi1>
  }
    scf.yield %fz1239_0 : tensor<4xi1>
  }
    scf.yield %fz1238_0 : tensor<4xi1>
  }
    scf.yield %fz1237_0 : tensor<4xi1>
  }
    scf.yield %fz1236_0 : tensor<4xi1>
  }
    scf.yield %fz1235_0 : tensor<4xi1>
  }
    scf.yield %fz1234_0 : tensor<4xi1>
  }
    scf.yield %fz1233_0 : tensor<4xi1>
  }
    scf.yield %fz1232_0 : tensor<4xi1>
  }
    scf.yield %fz1231_0 : tensor<4xi1>
  }
    scf.yield %fz1230_0 : tensor<4xi1>
  }
    scf.yield %fz1229_0 : tensor<4xi1>
  }
    scf.yield %fz1228_0 : tensor<4xi1>
  }
    scf.yield %fz1227_0 : tensor<4xi1>
  }
    scf.yield %fz1226_0 : tensor<4xi1>
  }
    scf.yield %fz1225_0 : tensor<4xi1>
  }
    scf.yield %fz1224_0 : tensor<4xi1>
  }
    scf.yield %fz1223_0 : tensor<4xi1>
  }
    scf.yield %fz1222_0 : tensor<4xi1>
  }
    scf.yield %fz1221_0 : tensor<4xi1>
  }
    scf.yield %fz1220_0 : tensor<4xi1>
  }
    scf.yield %fz1219_0 : tensor<4xi1>
  }
    scf.yield %fz1218_0 : tensor<4xi1>
  }
    scf.yield %fz1217_0 : tensor<4xi1>
  }
    scf.yield %fz1216_0 : tensor<4xi1>
  }
    scf.yield %fz1215_0 : tensor<4xi1>
  }
    scf.yield %fz1214_0 : tensor<4xi1>
  }
    scf.yield %fz1213_0 : tensor<4xi1>
  }
    scf.yield %fz1212_0 : tensor<4xi1>
  }
    scf.yield %fz1211_0 : tensor<4xi1>
  }
    scf.yield %fz1210_0 : tensor<4xi1>
  }
    scf.yield %fz1209_0 : tensor<4xi1>
  }
    scf.yield %fz1208_0 : tensor<4xi1>
  }
    scf.yield %fz1207_0 : tensor<4xi1>
  }
    scf.yield %fz1206_0 : tensor<4xi1>
  }
    scf.yield %fz1205_0 : tensor<4xi1>
  }
    scf.yield %fz1204_0 : tensor<4xi1>
  }
    scf.yield %fz1203_0 : tensor<4xi1>
  }
    scf.yield %fz1202_0 : tensor<4xi1>
  }
    scf.yield %fz1201_0 : tensor<4xi1>
  }
    scf.yield %fz1200_0 : tensor<4xi1>
  }
    scf.yield %fz1199_0 : tensor<4xi1>
  }
    scf.yield %fz1198_0 : tensor<4xi1>
  }
    scf.yield %fz1197_0 : tensor<4xi1>
  }
    scf.yield %fz1196_0 : tensor<4xi1>
  }
    scf.yield %fz1195_0 : tensor<4xi1>
  }
    scf.yield %fz1194_0 : tensor<4xi1>
  }
    scf.yield %fz1193_0 : tensor<4xi1>
  }
    scf.yield %fz1192_0 : tensor<4xi1>
  }
    scf.yield %fz1191_0 : tensor<4xi1>
  }
    scf.yield %fz1190_0 : tensor<4xi1>
  }
    scf.yield %fz1189_0 : tensor<4xi1>
  }
    scf.yield %fz1188_0 : tensor<4xi1>
  }
    scf.yield %fz1187_0 : tensor<4xi1>
  }
    scf.yield %fz1186_0 : tensor<4xi1>
  }
    scf.yield %fz1185_0 : tensor<4xi1>
  }
    scf.yield %fz1184_0 : tensor<4xi1>
  }
    scf.yield %fz1183_0 : tensor<4xi1>
  }
    scf.yield %fz1182_0 : tensor<4xi1>
  }
    scf.yield %fz1181_0 : tensor<4xi1>
  }
    scf.yield %fz1180_0 : tensor<4xi1>
  }
    scf.yield %fz1179_0 : tensor<4xi1>
  }
    scf.yield %fz1178_0 : tensor<4xi1>
  }
    scf.yield %fz1177_0 : tensor<4xi1>
  }
    scf.yield %fz1176_0 : tensor<4xi1>
  }
    scf.yield %fz1175_0 : tensor<4xi1>
  }
    scf.yield %fz1174_0 : tensor<4xi1>
  }
    scf.yield %fz1173_0 : tensor<4xi1>
  }
    scf.yield %fz1172_0 : tensor<4xi1>
  }
    scf.yield %fz1171_0 : tensor<4xi1>
  }
    scf.yield %fz1170_0 : tensor<4xi1>
  }
    scf.yield %fz1169_0 : tensor<4xi1>
  }
    scf.yield %fz1168_0 : tensor<4xi1>
  }
    scf.yield %fz1167_0 : tensor<4xi1>
  }
    scf.yield %fz1166_0 : tensor<4xi1>
  }
    scf.yield %fz1165_0 : tensor<4xi1>
  }
    scf.yield %fz1164_0 : tensor<4xi1>
  }
    scf.yield %fz1163_0 : tensor<4xi1>
  }
    scf.yield %fz1162_0 : tensor<4xi1>
  }
    scf.yield %fz1161_0 : tensor<4xi1>
  }
    scf.yield %fz1160_0 : tensor<4xi1>
  }
    scf.yield %fz1159_0 : tensor<4xi1>
  }
    scf.yield %fz1158_0 : tensor<4xi1>
  }
    scf.yield %fz1157_0 : tensor<4xi1>
  }
    scf.yield %fz1156_0 : tensor<4xi1>
  }
    scf.yield %fz1155_0 : tensor<4xi1>
  }
    scf.yield %fz1154_0 : tensor<4xi1>
  }
    scf.yield %fz1153_0 : tensor<4xi1>
  }
    scf.yield %fz1152_0 : tensor<4xi1>
  }
    scf.yield %fz1151_0 : tensor<4xi1>
  }
    scf.yield %fz1150_0 : tensor<4xi1>
  }
    scf.yield %fz1149_0 : tensor<4xi1>
  }
    scf.yield %fz1148_0 : tensor<4xi1>
  }
    scf.yield %fz1147_0 : tensor<4xi1>
  }
    scf.yield %fz1146_0 : tensor<4xi1>
  }
    scf.yield %fz1145_0 : tensor<4xi1>
  }
    scf.yield %fz1144_0 : tensor<4xi1>
  }
    scf.yield %fz1143_0 : tensor<4xi1>
  }
    scf.yield %fz1142_0 : tensor<4xi1>
  }
    scf.yield %fz1141_0 : tensor<4xi1>
  }
    scf.yield %fz1140_0 : tensor<4xi1>
  }
    scf.yield %fz1139_0 : tensor<4xi1>
  }
    scf.yield %fz1138_0 : tensor<4xi1>
  }
    scf.yield %fz1137_0 : tensor<4xi1>
  }
    scf.yield %fz1136_0 : tensor<4xi1>
  }
    scf.yield %fz1135_0 : tensor<4xi1>
  }
    scf.yield %fz1134_0 : tensor<4xi1>
  }
    scf.yield %fz1133_0 : tensor<4xi1>
  }
    scf.yield %fz1132_0 : tensor<4xi1>
  }
    scf.yield %fz1131_0 : tensor<4xi1>
  }
    scf.yield %fz1130_0 : tensor<4xi1>
  }
    scf.yield %fz1129_0 : tensor<4xi1>
  }
    scf.yield %fz1128_0 : tensor<4xi1>
  }
    scf.yield %fz1127_0 : tensor<4xi1>
  }
    scf.yield %fz1126_0 : tensor<4xi1>
  }
    scf.yield %fz1125_0 : tensor<4xi1>
  }
    scf.yield %fz1124_0 : tensor<4xi1>
  }
    scf.yield %fz1123_0 : tensor<4xi1>
  }
    scf.yield %fz1122_0 : tensor<4xi1>
  }
    scf.yield %fz1121_0 : tensor<4xi1>
  }
    scf.yield %fz1120_0 : tensor<4xi1>
  }
    scf.yield %fz1119_0 : tensor<4xi1>
  }
    scf.yield %fz1118_0 : tensor<4xi1>
  }
    scf.yield %fz1117_0 : tensor<4xi1>
  }
    scf.yield %fz1116_0 : tensor<4xi1>
  }
    scf.yield %fz1115_0 : tensor<4xi1>
  }
    scf.yield %fz1114_0 : tensor<4xi1>
  }
    scf.yield %fz1113_0 : tensor<4xi1>
  }
    scf.yield %fz1112_0 : tensor<4xi1>
  }
    scf.yield %fz1111_0 : tensor<4xi1>
  }
    scf.yield %fz1110_0 : tensor<4xi1>
  }
    scf.yield %fz1109_0 : tensor<4xi1>
  }
    scf.yield %fz1108_0 : tensor<4xi1>
  }
    scf.yield %fz1107_0 : tensor<4xi1>
  }
    scf.yield %fz1106_0 : tensor<4xi1>
  }
    scf.yield %fz1105_0 : tensor<4xi1>
  }
    scf.yield %fz1104_0 : tensor<4xi1>
  }
    scf.yield %fz1103_0 : tensor<4xi1>
  }
    scf.yield %fz1102_0 : tensor<4xi1>
  }
    scf.yield %fz1101_0 : tensor<4xi1>
  }
    scf.yield %fz1100_0 : tensor<4xi1>
  }
    scf.yield %fz1099_0 : tensor<4xi1>
  }
    scf.yield %fz1098_0 : tensor<4xi1>
  }
    scf.yield %fz1097_0 : tensor<4xi1>
  }
    scf.yield %fz1096_0 : tensor<4xi1>
  }
    scf.yield %fz1095_0 : tensor<4xi1>
  }
    scf.yield %fz1094_0 : tensor<4xi1>
  }
    scf.yield %fz1093_0 : tensor<4xi1>
  }
    scf.yield %fz1092_0 : tensor<4xi1>
  }
    scf.yield %fz1091_0 : tensor<4xi1>
  }
    scf.yield %fz1090_0 : tensor<4xi1>
  }
    scf.yield %fz1089_0 : tensor<4xi1>
  }
    scf.yield %fz1088_0 : tensor<4xi1>
  }
    scf.yield %fz1087_0 : tensor<4xi1>
  }
    scf.yield %fz1086_0 : tensor<4xi1>
  }
    scf.yield %fz1085_0 : tensor<4xi1>
  }
    scf.yield %fz1084_0 : tensor<4xi1>
  }
    scf.yield %fz1083_0 : tensor<4xi1>
  }
    scf.yield %fz1082_0 : tensor<4xi1>
  }
    scf.yield %fz1081_0 : tensor<4xi1>
  }
    scf.yield %fz1080_0 : tensor<4xi1>
  }
    scf.yield %fz1079_0 : tensor<4xi1>
  }
    scf.yield %fz1078_0 : tensor<4xi1>
  }
    scf.yield %fz1077_0 : tensor<4xi1>
  }
    scf.yield %fz1076_0 : tensor<4xi1>
  }
    scf.yield %fz1075_0 : tensor<4xi1>
  }
    scf.yield %fz1074_0 : tensor<4xi1>
  }
    scf.yield %fz1073_0 : tensor<4xi1>
  }
    scf.yield %fz1072_0 : tensor<4xi1>
  }
    scf.yield %fz1071_0 : tensor<4xi1>
  }
    scf.yield %fz1070_0 : tensor<4xi1>
  }
    scf.yield %fz1069_0 : tensor<4xi1>
  }
    scf.yield %fz1068_0 : tensor<4xi1>
  }
    scf.yield %fz1067_0 : tensor<4xi1>
  }
    scf.yield %fz1066_0 : tensor<4xi1>
  }
    scf.yield %fz1065_0 : tensor<4xi1>
  }
    scf.yield %fz1064_0 : tensor<4xi1>
  }
    scf.yield %fz1063_0 : tensor<4xi1>
  }
    scf.yield %fz1062_0 : tensor<4xi1>
  }
    scf.yield %fz1061_0 : tensor<4xi1>
  }
    scf.yield %fz1060_0 : tensor<4xi1>
  }
    scf.yield %fz1059_0 : tensor<4xi1>
  }
    scf.yield %fz1058_0 : tensor<4xi1>
  }
    scf.yield %fz1057_0 : tensor<4xi1>
  }
    scf.yield %fz1056_0 : tensor<4xi1>
  }
    scf.yield %fz1055_0 : tensor<4xi1>
  }
    scf.yield %fz1054_0 : tensor<4xi1>
  }
    scf.yield %fz1053_0 : tensor<4xi1>
  }
    scf.yield %fz1052_0 : tensor<4xi1>
  }
    scf.yield %fz1051_0 : tensor<4xi1>
  }
    scf.yield %fz1050_0 : tensor<4xi1>
  }
    scf.yield %fz1049_0 : tensor<4xi1>
  }
    scf.yield %fz1048_0 : tensor<4xi1>
  }
    scf.yield %fz1047_0 : tensor<4xi1>
  }
    scf.yield %fz1046_0 : tensor<4xi1>
  }
    scf.yield %fz1045_0 : tensor<4xi1>
  }
    scf.yield %fz1044_0 : tensor<4xi1>
  }
    scf.yield %fz1043_0 : tensor<4xi1>
  }
    scf.yield %fz1042_0 : tensor<4xi1>
  }
    scf.yield %fz1041_0 : tensor<4xi1>
  }
    scf.yield %fz1040_0 : tensor<4xi1>
  }
    scf.yield %fz1039_0 : tensor<4xi1>
  }
    scf.yield %fz1038_0 : tensor<4xi1>
  }
    scf.yield %fz1037_0 : tensor<4xi1>
  }
    scf.yield %fz1036_0 : tensor<4xi1>
  }
    scf.yield %fz1035_0 : tensor<4xi1>
  }
    scf.yield %fz1034_0 : tensor<4xi1>
  }
    scf.yield %fz1033_0 : tensor<4xi1>
  }
    scf.yield %fz1032_0 : tensor<4xi1>
  }
    scf.yield %fz1031_0 : tensor<4xi1>
  }
    scf.yield %fz1030_0 : tensor<4xi1>
  }
    scf.yield %fz1029_0 : tensor<4xi1>
  }
    scf.yield %fz1028_0 : tensor<4xi1>
  }
    scf.yield %fz1027_0 : tensor<4xi1>
  }
    scf.yield %fz1026_0 : tensor<4xi1>
  }
    scf.yield %fz1025_0 : tensor<4xi1>
  }
    scf.yield %fz1024_0 : tensor<4xi1>
  }
    scf.yield %fz1023_0 : tensor<4xi1>
  }
    scf.yield %fz1022_0 : tensor<4xi1>
  }
    scf.yield %fz1021_0 : tensor<4xi1>
  }
    scf.yield %fz1020_0 : tensor<4xi1>
  }
    scf.yield %fz1019_0 : tensor<4xi1>
  }
    scf.yield %fz1018_0 : tensor<4xi1>
  }
    scf.yield %fz1017_0 : tensor<4xi1>
  }
    scf.yield %fz1016_0 : tensor<4xi1>
  }
    scf.yield %fz1015_0 : tensor<4xi1>
  }
    scf.yield %fz1014_0 : tensor<4xi1>
  }
    scf.yield %fz1013_0 : tensor<4xi1>
  }
    scf.yield %fz1012_0 : tensor<4xi1>
  }
    scf.yield %fz1011_0 : tensor<4xi1>
  }
    scf.yield %fz1010_0 : tensor<4xi1>
  }
    scf.yield %fz1009_0 : tensor<4xi1>
  }
    scf.yield %fz1008_0 : tensor<4xi1>
  }
    scf.yield %fz1007_0 : tensor<4xi1>
  }
    scf.yield %fz1006_0 : tensor<4xi1>
  }
    scf.yield %fz1005_0 : tensor<4xi1>
  }
    scf.yield %fz1004_0 : tensor<4xi1>
  }
    scf.yield %fz1003_0 : tensor<4xi1>
  }
    scf.yield %fz1002_0 : tensor<4xi1>
  }
    scf.yield %fz1001_0 : tensor<4xi1>
  }
    scf.yield %fz1000_0 : tensor<4xi1>
  }
    scf.yield %fz999_0 : tensor<4xi1>
  }
    scf.yield %fz998_0 : tensor<4xi1>
  }
    scf.yield %fz997_0 : tensor<4xi1>
  }
    scf.yield %fz996_0 : tensor<4xi1>
  }
    scf.yield %fz995_0 : tensor<4xi1>
  }
    scf.yield %fz994_0 : tensor<4xi1>
  }
    scf.yield %fz993_0 : tensor<4xi1>
  }
    scf.yield %fz992_0 : tensor<4xi1>
  }
    scf.yield %fz991_0 : tensor<4xi1>
  }
    scf.yield %fz990_0 : tensor<4xi1>
  }
    scf.yield %fz989_0 : tensor<4xi1>
  }
    scf.yield %fz988_0 : tensor<4xi1>
  }
    scf.yield %fz987_0 : tensor<4xi1>
  }
    scf.yield %fz986_0 : tensor<4xi1>
  }
    scf.yield %fz985_0 : tensor<4xi1>
  }
    scf.yield %fz984_0 : tensor<4xi1>
  }
    scf.yield %fz983_0 : tensor<4xi1>
  }
    scf.yield %fz982_0 : tensor<4xi1>
  }
    scf.yield %fz981_0 : tensor<4xi1>
  }
    scf.yield %fz980_0 : tensor<4xi1>
  }
    scf.yield %fz979_0 : tensor<4xi1>
  }
    scf.yield %fz978_0 : tensor<4xi1>
  }
    scf.yield %fz977_0 : tensor<4xi1>
  }
    scf.yield %fz976_0 : tensor<4xi1>
  }
    scf.yield %fz975_0 : tensor<4xi1>
  }
    scf.yield %fz974_0 : tensor<4xi1>
  }
    scf.yield %fz973_0 : tensor<4xi1>
  }
    scf.yield %fz972_0 : tensor<4xi1>
  }
    scf.yield %fz971_0 : tensor<4xi1>
  }
    scf.yield %fz970_0 : tensor<4xi1>
  }
    scf.yield %fz969_0 : tensor<4xi1>
  }
    scf.yield %fz968_0 : tensor<4xi1>
  }
    scf.yield %fz967_0 : tensor<4xi1>
  }
    scf.yield %fz966_0 : tensor<4xi1>
  }
    scf.yield %fz965_0 : tensor<4xi1>
  }
    scf.yield %fz964_0 : tensor<4xi1>
  }
    scf.yield %fz963_0 : tensor<4xi1>
  }
    scf.yield %fz962_0 : tensor<4xi1>
  }
    scf.yield %fz961_0 : tensor<4xi1>
  }
    scf.yield %fz960_0 : tensor<4xi1>
  }
    scf.yield %fz959_0 : tensor<4xi1>
  }
    scf.yield %fz958_0 : tensor<4xi1>
  }
    scf.yield %fz957_0 : tensor<4xi1>
  }
    scf.yield %fz956_0 : tensor<4xi1>
  }
    scf.yield %fz955_0 : tensor<4xi1>
  }
    scf.yield %fz954_0 : tensor<4xi1>
  }
    scf.yield %fz953_0 : tensor<4xi1>
  }
    scf.yield %fz952_0 : tensor<4xi1>
  }
    scf.yield %fz951_0 : tensor<4xi1>
  }
    scf.yield %fz950_0 : tensor<4xi1>
  }
    scf.yield %fz949_0 : tensor<4xi1>
  }
    scf.yield %fz948_0 : tensor<4xi1>
  }
    scf.yield %fz947_0 : tensor<4xi1>
  }
    scf.yield %fz946_0 : tensor<4xi1>
  }
    scf.yield %fz945_0 : tensor<4xi1>
  }
    scf.yield %fz944_0 : tensor<4xi1>
  }
    scf.yield %fz943_0 : tensor<4xi1>
  }
    scf.yield %fz942_0 : tensor<4xi1>
  }
    scf.yield %fz941_0 : tensor<4xi1>
  }
    scf.yield %fz940_0 : tensor<4xi1>
  }
    scf.yield %fz939_0 : tensor<4xi1>
  }
    scf.yield %fz938_0 : tensor<4xi1>
  }
    scf.yield %fz937_0 : tensor<4xi1>
  }
    scf.yield %fz936_0 : tensor<4xi1>
  }
    scf.yield %fz935_0 : tensor<4xi1>
  }
    scf.yield %fz934_0 : tensor<4xi1>
  }
    scf.yield %fz933_0 : tensor<4xi1>
  }
    scf.yield %fz932_0 : tensor<4xi1>
  }
    scf.yield %fz931_0 : tensor<4xi1>
  }
    scf.yield %fz930_0 : tensor<4xi1>
  }
    scf.yield %fz929_0 : tensor<4xi1>
  }
    scf.yield %fz928_0 : tensor<4xi1>
  }
    scf.yield %fz927_0 : tensor<4xi1>
  }
    scf.yield %fz926_0 : tensor<4xi1>
  }
    scf.yield %fz925_0 : tensor<4xi1>
  }
    scf.yield %fz924_0 : tensor<4xi1>
  }
    scf.yield %fz923_0 : tensor<4xi1>
  }
    scf.yield %fz922_0 : tensor<4xi1>
  }
    scf.yield %fz921_0 : tensor<4xi1>
  }
    scf.yield %fz920_0 : tensor<4xi1>
  }
    scf.yield %fz919_0 : tensor<4xi1>
  }
    scf.yield %fz918_0 : tensor<4xi1>
  }
    scf.yield %fz917_0 : tensor<4xi1>
  }
    scf.yield %fz916_0 : tensor<4xi1>
  }
    scf.yield %fz915_0 : tensor<4xi1>
  }
    scf.yield %fz914_0 : tensor<4xi1>
  }
    scf.yield %fz913_0 : tensor<4xi1>
  }
    scf.yield %fz912_0 : tensor<4xi1>
  }
    scf.yield %fz911_0 : tensor<4xi1>
  }
    scf.yield %fz910_0 : tensor<4xi1>
  }
    scf.yield %fz909_0 : tensor<4xi1>
  }
    scf.yield %fz908_0 : tensor<4xi1>
  }
    scf.yield %fz907_0 : tensor<4xi1>
  }
    scf.yield %fz906_0 : tensor<4xi1>
  }
    scf.yield %fz905_0 : tensor<4xi1>
  }
    scf.yield %fz904_0 : tensor<4xi1>
  }
    scf.yield %fz903_0 : tensor<4xi1>
  }
    scf.yield %fz902_0 : tensor<4xi1>
  }
    scf.yield %fz901_0 : tensor<4xi1>
  }
    scf.yield %fz900_0 : tensor<4xi1>
  }
    scf.yield %fz899_0 : tensor<4xi1>
  }
    scf.yield %fz898_0 : tensor<4xi1>
  }
    scf.yield %fz897_0 : tensor<4xi1>
  }
    scf.yield %fz896_0 : tensor<4xi1>
  }
    scf.yield %fz895_0 : tensor<4xi1>
  }
    scf.yield %fz894_0 : tensor<4xi1>
  }
    scf.yield %fz893_0 : tensor<4xi1>
  }
    scf.yield %fz892_0 : tensor<4xi1>
  }
    scf.yield %fz891_0 : tensor<4xi1>
  }
    scf.yield %fz890_0 : tensor<4xi1>
  }
    scf.yield %fz889_0 : tensor<4xi1>
  }
    scf.yield %fz888_0 : tensor<4xi1>
  }
    scf.yield %fz887_0 : tensor<4xi1>
  }
    scf.yield %fz886_0 : tensor<4xi1>
  }
    scf.yield %fz885_0 : tensor<4xi1>
  }
    scf.yield %fz884_0 : tensor<4xi1>
  }
    scf.yield %fz883_0 : tensor<4xi1>
  }
    scf.yield %fz882_0 : tensor<4xi1>
  }
    scf.yield %fz881_0 : tensor<4xi1>
  }
    scf.yield %fz880_0 : tensor<4xi1>
  }
    scf.yield %fz879_0 : tensor<4xi1>
  }
    scf.yield %fz878_0 : tensor<4xi1>
  }
    scf.yield %fz877_0 : tensor<4xi1>
  }
    scf.yield %fz876_0 : tensor<4xi1>
  }
    scf.yield %fz875_0 : tensor<4xi1>
  }
    scf.yield %fz874_0 : tensor<4xi1>
  }
    scf.yield %fz873_0 : tensor<4xi1>
  }
    scf.yield %fz872_0 : tensor<4xi1>
  }
    scf.yield %fz871_0 : tensor<4xi1>
  }
    scf.yield %fz870_0 : tensor<4xi1>
  }
    scf.yield %fz869_0 : tensor<4xi1>
  }
    scf.yield %fz868_0 : tensor<4xi1>
  }
    scf.yield %fz867_0 : tensor<4xi1>
  }
    scf.yield %fz866_0 : tensor<4xi1>
  }
    scf.yield %fz865_0 : tensor<4xi1>
  }
    scf.yield %fz864_0 : tensor<4xi1>
  }
    scf.yield %fz863_0 : tensor<4xi1>
  }
    scf.yield %fz862_0 : tensor<4xi1>
  }
    scf.yield %fz861_0 : tensor<4xi1>
  }
    scf.yield %fz860_0 : tensor<4xi1>
  }
    scf.yield %fz859_0 : tensor<4xi1>
  }
    scf.yield %fz858_0 : tensor<4xi1>
  }
    scf.yield %fz857_0 : tensor<4xi1>
  }
    scf.yield %fz856_0 : tensor<4xi1>
  }
    scf.yield %fz855_0 : tensor<4xi1>
  }
    scf.yield %fz854_0 : tensor<4xi1>
  }
    scf.yield %fz853_0 : tensor<4xi1>
  }
    scf.yield %fz852_0 : tensor<4xi1>
  }
    scf.yield %fz851_0 : tensor<4xi1>
  }
    scf.yield %fz850_0 : tensor<4xi1>
  }
    scf.yield %fz849_0 : tensor<4xi1>
  }
    scf.yield %fz848_0 : tensor<4xi1>
  }
    scf.yield %fz847_0 : tensor<4xi1>
  }
    scf.yield %fz846_0 : tensor<4xi1>
  }
    scf.yield %fz845_0 : tensor<4xi1>
  }
    scf.yield %fz844_0 : tensor<4xi1>
  }
    scf.yield %fz843_0 : tensor<4xi1>
  }
    scf.yield %fz842_0 : tensor<4xi1>
  }
    scf.yield %fz841_0 : tensor<4xi1>
  }
    scf.yield %fz840_0 : tensor<4xi1>
  }
    scf.yield %fz839_0 : tensor<4xi1>
  }
    scf.yield %fz838_0 : tensor<4xi1>
  }
    scf.yield %fz837_0 : tensor<4xi1>
  }
    scf.yield %fz836_0 : tensor<4xi1>
  }
    scf.yield %fz835_0 : tensor<4xi1>
  }
    scf.yield %fz834_0 : tensor<4xi1>
  }
    scf.yield %fz833_0 : tensor<4xi1>
  }
    scf.yield %fz832_0 : tensor<4xi1>
  }
    scf.yield %fz831_0 : tensor<4xi1>
  }
    scf.yield %fz830_0 : tensor<4xi1>
  }
    scf.yield %fz829_0 : tensor<4xi1>
  }
    scf.yield %fz828_0 : tensor<4xi1>
  }
    scf.yield %fz827_0 : tensor<4xi1>
  }
    scf.yield %fz826_0 : tensor<4xi1>
  }
    scf.yield %fz825_0 : tensor<4xi1>
  }
    scf.yield %fz824_0 : tensor<4xi1>
  }
    scf.yield %fz823_0 : tensor<4xi1>
  }
    scf.yield %fz822_0 : tensor<4xi1>
  }
    scf.yield %fz821_0 : tensor<4xi1>
  }
    scf.yield %fz820_0 : tensor<4xi1>
  }
    scf.yield %fz819_0 : tensor<4xi1>
  }
    scf.yield %fz818_0 : tensor<4xi1>
  }
    scf.yield %fz817_0 : tensor<4xi1>
  }
    scf.yield %fz816_0 : tensor<4xi1>
  }
    scf.yield %fz815_0 : tensor<4xi1>
  }
    scf.yield %fz814_0 : tensor<4xi1>
  }
    scf.yield %fz813_0 : tensor<4xi1>
  }
    scf.yield %fz812_0 : tensor<4xi1>
  }
    scf.yield %fz811_0 : tensor<4xi1>
  }
    scf.yield %fz810_0 : tensor<4xi1>
  }
    scf.yield %fz809_0 : tensor<4xi1>
  }
    scf.yield %fz808_0 : tensor<4xi1>
  }
    scf.yield %fz807_0 : tensor<4xi1>
  }
    scf.yield %fz806_0 : tensor<4xi1>
  }
    scf.yield %fz805_0 : tensor<4xi1>
  }
    scf.yield %fz804_0 : tensor<4xi1>
  }
    scf.yield %fz803_0 : tensor<4xi1>
  }
    scf.yield %fz802_0 : tensor<4xi1>
  }
    scf.yield %fz801_0 : tensor<4xi1>
  }
    scf.yield %fz800_0 : tensor<4xi1>
  }
    scf.yield %fz799_0 : tensor<4xi1>
  }
    scf.yield %fz798_0 : tensor<4xi1>
  }
    scf.yield %fz797_0 : tensor<4xi1>
  }
    scf.yield %fz796_0 : tensor<4xi1>
  }
    scf.yield %fz795_0 : tensor<4xi1>
  }
    scf.yield %fz794_0 : tensor<4xi1>
  }
    scf.yield %fz793_0 : tensor<4xi1>
  }
    scf.yield %fz792_0 : tensor<4xi1>
  }
    scf.yield %fz791_0 : tensor<4xi1>
  }
    scf.yield %fz790_0 : tensor<4xi1>
  }
    scf.yield %fz789_0 : tensor<4xi1>
  }
    scf.yield %fz788_0 : tensor<4xi1>
  }
    scf.yield %fz787_0 : tensor<4xi1>
  }
    scf.yield %fz786_0 : tensor<4xi1>
  }
    scf.yield %fz785_0 : tensor<4xi1>
  }
    scf.yield %fz784_0 : tensor<4xi1>
  }
    scf.yield %fz783_0 : tensor<4xi1>
  }
    scf.yield %fz782_0 : tensor<4xi1>
  }
    scf.yield %fz781_0 : tensor<4xi1>
  }
    scf.yield %fz780_0 : tensor<4xi1>
  }
    scf.yield %fz779_0 : tensor<4xi1>
  }
    scf.yield %fz778_0 : tensor<4xi1>
  }
    scf.yield %fz777_0 : tensor<4xi1>
  }
    scf.yield %fz776_0 : tensor<4xi1>
  }
    scf.yield %fz775_0 : tensor<4xi1>
  }
    scf.yield %fz774_0 : tensor<4xi1>
  }
    scf.yield %fz773_0 : tensor<4xi1>
  }
    scf.yield %fz772_0 : tensor<4xi1>
  }
    scf.yield %fz771_0 : tensor<4xi1>
  }
    scf.yield %fz770_0 : tensor<4xi1>
  }
    scf.yield %fz769_0 : tensor<4xi1>
  }
    scf.yield %fz768_0 : tensor<4xi1>
  }
    scf.yield %fz767_0 : tensor<4xi1>
  }
    scf.yield %fz766_0 : tensor<4xi1>
  }
    scf.yield %fz765_0 : tensor<4xi1>
  }
    scf.yield %fz764_0 : tensor<4xi1>
  }
    scf.yield %fz763_0 : tensor<4xi1>
  }
    scf.yield %fz762_0 : tensor<4xi1>
  }
    scf.yield %fz761_0 : tensor<4xi1>
  }
    scf.yield %fz760_0 : tensor<4xi1>
  }
    scf.yield %fz759_0 : tensor<4xi1>
  }
    scf.yield %fz758_0 : tensor<4xi1>
  }
    scf.yield %fz757_0 : tensor<4xi1>
  }
    scf.yield %fz756_0 : tensor<4xi1>
  }
    scf.yield %fz755_0 : tensor<4xi1>
  }
    scf.yield %fz754_0 : tensor<4xi1>
  }
    scf.yield %fz753_0 : tensor<4xi1>
  }
    scf.yield %fz752_0 : tensor<4xi1>
  }
    scf.yield %fz751_0 : tensor<4xi1>
  }
    scf.yield %fz750_0 : tensor<4xi1>
  }
    scf.yield %fz749_0 : tensor<4xi1>
  }
    scf.yield %fz748_0 : tensor<4xi1>
  }
    scf.yield %fz747_0 : tensor<4xi1>
  }
    scf.yield %fz746_0 : tensor<4xi1>
  }
    scf.yield %fz745_0 : tensor<4xi1>
  }
    scf.yield %fz744_0 : tensor<4xi1>
  }
    scf.yield %fz743_0 : tensor<4xi1>
  }
    scf.yield %fz742_0 : tensor<4xi1>
  }
    scf.yield %fz741_0 : tensor<4xi1>
  }
    scf.yield %fz740_0 : tensor<4xi1>
  }
    scf.yield %fz739_0 : tensor<4xi1>
  }
    scf.yield %fz738_0 : tensor<4xi1>
  }
    scf.yield %fz737_0 : tensor<4xi1>
  }
    scf.yield %fz736_0 : tensor<4xi1>
  }
    scf.yield %fz735_0 : tensor<4xi1>
  }
    scf.yield %fz734_0 : tensor<4xi1>
  }
    scf.yield %fz733_0 : tensor<4xi1>
  }
    scf.yield %fz732_0 : tensor<4xi1>
  }
    scf.yield %fz731_0 : tensor<4xi1>
  }
    scf.yield %fz730_0 : tensor<4xi1>
  }
    scf.yield %fz729_0 : tensor<4xi1>
  }
    scf.yield %fz728_0 : tensor<4xi1>
  }
    scf.yield %fz727_0 : tensor<4xi1>
  }
    scf.yield %fz726_0 : tensor<4xi1>
  }
    scf.yield %fz725_0 : tensor<4xi1>
  }
    scf.yield %fz724_0 : tensor<4xi1>
  }
    scf.yield %fz723_0 : tensor<4xi1>
  }
    scf.yield %fz722_0 : tensor<4xi1>
  }
    scf.yield %fz721_0 : tensor<4xi1>
  }
    scf.yield %fz720_0 : tensor<4xi1>
  }
    scf.yield %fz719_0 : tensor<4xi1>
  }
    scf.yield %fz718_0 : tensor<4xi1>
  }
    scf.yield %fz717_0 : tensor<4xi1>
  }
    scf.yield %fz716_0 : tensor<4xi1>
  }
    scf.yield %fz715_0 : tensor<4xi1>
  }
    scf.yield %fz714_0 : tensor<4xi1>
  }
    scf.yield %fz713_0 : tensor<4xi1>
  }
    scf.yield %fz712_0 : tensor<4xi1>
  }
    scf.yield %fz711_0 : tensor<4xi1>
  }
    scf.yield %fz710_0 : tensor<4xi1>
  }
    scf.yield %fz709_0 : tensor<4xi1>
  }
    scf.yield %fz708_0 : tensor<4xi1>
  }
    scf.yield %fz707_0 : tensor<4xi1>
  }
    scf.yield %fz706_0 : tensor<4xi1>
  }
    scf.yield %fz705_0 : tensor<4xi1>
  }
    scf.yield %fz704_0 : tensor<4xi1>
  }
    scf.yield %fz703_0 : tensor<4xi1>
  }
    scf.yield %fz702_0 : tensor<4xi1>
  }
    scf.yield %fz701_0 : tensor<4xi1>
  }
    scf.yield %fz700_0 : tensor<4xi1>
  }
    scf.yield %fz699_0 : tensor<4xi1>
  }
    scf.yield %fz698_0 : tensor<4xi1>
  }
    scf.yield %fz697_0 : tensor<4xi1>
  }
    scf.yield %fz696_0 : tensor<4xi1>
  }
    scf.yield %fz695_0 : tensor<4xi1>
  }
    scf.yield %fz694_0 : tensor<4xi1>
  }
    scf.yield %fz693_0 : tensor<4xi1>
  }
    scf.yield %fz692_0 : tensor<4xi1>
  }
    scf.yield %fz691_0 : tensor<4xi1>
  }
    scf.yield %fz690_0 : tensor<4xi1>
  }
    scf.yield %fz689_0 : tensor<4xi1>
  }
    scf.yield %fz688_0 : tensor<4xi1>
  }
    scf.yield %fz687_0 : tensor<4xi1>
  }
    scf.yield %fz686_0 : tensor<4xi1>
  }
    scf.yield %fz685_0 : tensor<4xi1>
  }
    scf.yield %fz684_0 : tensor<4xi1>
  }
    scf.yield %fz683_0 : tensor<4xi1>
  }
    scf.yield %fz682_0 : tensor<4xi1>
  }
    scf.yield %fz681_0 : tensor<4xi1>
  }
    scf.yield %fz680_0 : tensor<4xi1>
  }
    scf.yield %fz679_0 : tensor<4xi1>
  }
    scf.yield %fz678_0 : tensor<4xi1>
  }
    scf.yield %fz677_0 : tensor<4xi1>
  }
    scf.yield %fz676_0 : tensor<4xi1>
  }
    scf.yield %fz675_0 : tensor<4xi1>
  }
    scf.yield %fz674_0 : tensor<4xi1>
  }
    scf.yield %fz673_0 : tensor<4xi1>
  }
    scf.yield %fz672_0 : tensor<4xi1>
  }
    scf.yield %fz671_0 : tensor<4xi1>
  }
    scf.yield %fz670_0 : tensor<4xi1>
  }
    scf.yield %fz669_0 : tensor<4xi1>
  }
    scf.yield %fz668_0 : tensor<4xi1>
  }
    scf.yield %fz667_0 : tensor<4xi1>
  }
    scf.yield %fz666_0 : tensor<4xi1>
  }
    scf.yield %fz665_0 : tensor<4xi1>
  }
    scf.yield %fz664_0 : tensor<4xi1>
  }
    scf.yield %fz663_0 : tensor<4xi1>
  }
    scf.yield %fz662_0 : tensor<4xi1>
  }
    scf.yield %fz661_0 : tensor<4xi1>
  }
    scf.yield %fz660_0 : tensor<4xi1>
  }
    scf.yield %fz659_0 : tensor<4xi1>
  }
    scf.yield %fz658_0 : tensor<4xi1>
  }
    scf.yield %fz657_0 : tensor<4xi1>
  }
    scf.yield %fz656_0 : tensor<4xi1>
  }
    scf.yield %fz655_0 : tensor<4xi1>
  }
    scf.yield %fz654_0 : tensor<4xi1>
  }
    scf.yield %fz653_0 : tensor<4xi1>
  }
    scf.yield %fz652_0 : tensor<4xi1>
  }
    scf.yield %fz651_0 : tensor<4xi1>
  }
    scf.yield %fz650_0 : tensor<4xi1>
  }
    scf.yield %fz649_0 : tensor<4xi1>
  }
    scf.yield %fz648_0 : tensor<4xi1>
  }
    scf.yield %fz647_0 : tensor<4xi1>
  }
    scf.yield %fz646_0 : tensor<4xi1>
  }
    scf.yield %fz645_0 : tensor<4xi1>
  }
    scf.yield %fz644_0 : tensor<4xi1>
  }
    scf.yield %fz643_0 : tensor<4xi1>
  }
    scf.yield %fz642_0 : tensor<4xi1>
  }
    scf.yield %fz641_0 : tensor<4xi1>
  }
    scf.yield %fz640_0 : tensor<4xi1>
  }
    scf.yield %fz639_0 : tensor<4xi1>
  }
    scf.yield %fz638_0 : tensor<4xi1>
  }
    scf.yield %fz637_0 : tensor<4xi1>
  }
    scf.yield %fz636_0 : tensor<4xi1>
  }
    scf.yield %fz635_0 : tensor<4xi1>
  }
    scf.yield %fz634_0 : tensor<4xi1>
  }
    scf.yield %fz633_0 : tensor<4xi1>
  }
    scf.yield %fz632_0 : tensor<4xi1>
  }
    scf.yield %fz631_0 : tensor<4xi1>
  }
    scf.yield %fz630_0 : tensor<4xi1>
  }
    scf.yield %fz629_0 : tensor<4xi1>
  }
    scf.yield %fz628_0 : tensor<4xi1>
  }
    scf.yield %fz627_0 : tensor<4xi1>
  }
    scf.yield %fz626_0 : tensor<4xi1>
  }
    scf.yield %fz625_0 : tensor<4xi1>
  }
    scf.yield %fz624_0 : tensor<4xi1>
  }
    scf.yield %fz623_0 : tensor<4xi1>
  }
    scf.yield %fz622_0 : tensor<4xi1>
  }
    scf.yield %fz621_0 : tensor<4xi1>
  }
    scf.yield %fz620_0 : tensor<4xi1>
  }
    scf.yield %fz619_0 : tensor<4xi1>
  }
    scf.yield %fz618_0 : tensor<4xi1>
  }
    scf.yield %fz617_0 : tensor<4xi1>
  }
    scf.yield %fz616_0 : tensor<4xi1>
  }
    scf.yield %fz615_0 : tensor<4xi1>
  }
    scf.yield %fz614_0 : tensor<4xi1>
  }
    scf.yield %fz613_0 : tensor<4xi1>
  }
    scf.yield %fz612_0 : tensor<4xi1>
  }
    scf.yield %fz611_0 : tensor<4xi1>
  }
    scf.yield %fz610_0 : tensor<4xi1>
  }
    scf.yield %fz609_0 : tensor<4xi1>
  }
    scf.yield %fz608_0 : tensor<4xi1>
  }
    scf.yield %fz607_0 : tensor<4xi1>
  }
    scf.yield %fz606_0 : tensor<4xi1>
  }
    scf.yield %fz605_0 : tensor<4xi1>
  }
    scf.yield %fz604_0 : tensor<4xi1>
  }
    scf.yield %fz603_0 : tensor<4xi1>
  }
    scf.yield %fz602_0 : tensor<4xi1>
  }
    scf.yield %fz601_0 : tensor<4xi1>
  }
    scf.yield %fz600_0 : tensor<4xi1>
  }
    scf.yield %fz599_0 : tensor<4xi1>
  }
    scf.yield %fz598_0 : tensor<4xi1>
  }
    scf.yield %fz597_0 : tensor<4xi1>
  }
    scf.yield %fz596_0 : tensor<4xi1>
  }
    scf.yield %fz595_0 : tensor<4xi1>
  }
    scf.yield %fz594_0 : tensor<4xi1>
  }
    scf.yield %fz593_0 : tensor<4xi1>
  }
    scf.yield %fz592_0 : tensor<4xi1>
  }
    scf.yield %fz591_0 : tensor<4xi1>
  }
    scf.yield %fz590_0 : tensor<4xi1>
  }
    scf.yield %fz589_0 : tensor<4xi1>
  }
    scf.yield %fz588_0 : tensor<4xi1>
  }
    scf.yield %fz587_0 : tensor<4xi1>
  }
    scf.yield %fz586_0 : tensor<4xi1>
  }
    scf.yield %fz585_0 : tensor<4xi1>
  }
    scf.yield %fz584_0 : tensor<4xi1>
  }
    scf.yield %fz583_0 : tensor<4xi1>
  }
    scf.yield %fz582_0 : tensor<4xi1>
  }
    scf.yield %fz581_0 : tensor<4xi1>
  }
    scf.yield %fz580_0 : tensor<4xi1>
  }
    scf.yield %fz579_0 : tensor<4xi1>
  }
    scf.yield %fz578_0 : tensor<4xi1>
  }
    scf.yield %fz577_0 : tensor<4xi1>
  }
    scf.yield %fz576_0 : tensor<4xi1>
  }
    scf.yield %fz575_0 : tensor<4xi1>
  }
    scf.yield %fz574_0 : tensor<4xi1>
  }
    scf.yield %fz573_0 : tensor<4xi1>
  }
    scf.yield %fz572_0 : tensor<4xi1>
  }
    scf.yield %fz571_0 : tensor<4xi1>
  }
    scf.yield %fz570_0 : tensor<4xi1>
  }
    scf.yield %fz569_0 : tensor<4xi1>
  }
    scf.yield %fz568_0 : tensor<4xi1>
  }
    scf.yield %fz567_0 : tensor<4xi1>
  }
    scf.yield %fz566_0 : tensor<4xi1>
  }
    scf.yield %fz565_0 : tensor<4xi1>
  }
    scf.yield %fz564_0 : tensor<4xi1>
  }
    scf.yield %fz563_0 : tensor<4xi1>
  }
    scf.yield %fz562_0 : tensor<4xi1>
  }
    scf.yield %fz561_0 : tensor<4xi1>
  }
    scf.yield %fz560_0 : tensor<4xi1>
  }
    scf.yield %fz559_0 : tensor<4xi1>
  }
    scf.yield %fz558_0 : tensor<4xi1>
  }
    scf.yield %fz557_0 : tensor<4xi1>
  }
    scf.yield %fz556_0 : tensor<4xi1>
  }
    scf.yield %fz555_0 : tensor<4xi1>
  }
    scf.yield %fz554_0 : tensor<4xi1>
  }
    scf.yield %fz553_0 : tensor<4xi1>
  }
    scf.yield %fz552_0 : tensor<4xi1>
  }
    scf.yield %fz551_0 : tensor<4xi1>
  }
    scf.yield %fz550_0 : tensor<4xi1>
  }
    scf.yield %fz549_0 : tensor<4xi1>
  }
    scf.yield %fz548_0 : tensor<4xi1>
  }
    scf.yield %fz547_0 : tensor<4xi1>
  }
    scf.yield %fz546_0 : tensor<4xi1>
  }
    scf.yield %fz545_0 : tensor<4xi1>
  }
    scf.yield %fz544_0 : tensor<4xi1>
  }
    scf.yield %fz543_0 : tensor<4xi1>
  }
    scf.yield %fz542_0 : tensor<4xi1>
  }
    scf.yield %fz541_0 : tensor<4xi1>
  }
    scf.yield %fz540_0 : tensor<4xi1>
  }
    scf.yield %fz539_0 : tensor<4xi1>
  }
    scf.yield %fz538_0 : tensor<4xi1>
  }
    scf.yield %fz537_0 : tensor<4xi1>
  }
    scf.yield %fz536_0 : tensor<4xi1>
  }
    scf.yield %fz535_0 : tensor<4xi1>
  }
    scf.yield %fz534_0 : tensor<4xi1>
  }
    scf.yield %fz533_0 : tensor<4xi1>
  }
    scf.yield %fz532_0 : tensor<4xi1>
  }
    scf.yield %fz531_0 : tensor<4xi1>
  }
    scf.yield %fz530_0 : tensor<4xi1>
  }
    scf.yield %fz529_0 : tensor<4xi1>
  }
    scf.yield %fz528_0 : tensor<4xi1>
  }
    scf.yield %fz527_0 : tensor<4xi1>
  }
    scf.yield %fz526_0 : tensor<4xi1>
  }
    scf.yield %fz525_0 : tensor<4xi1>
  }
    scf.yield %fz524_0 : tensor<4xi1>
  }
    scf.yield %fz523_0 : tensor<4xi1>
  }
    scf.yield %fz522_0 : tensor<4xi1>
  }
    scf.yield %fz521_0 : tensor<4xi1>
  }
    scf.yield %fz520_0 : tensor<4xi1>
  }
    scf.yield %fz519_0 : tensor<4xi1>
  }
    scf.yield %fz518_0 : tensor<4xi1>
  }
    scf.yield %fz517_0 : tensor<4xi1>
  }
    scf.yield %fz516_0 : tensor<4xi1>
  }
    scf.yield %fz515_0 : tensor<4xi1>
  }
    scf.yield %fz514_0 : tensor<4xi1>
  }
    scf.yield %fz513_0 : tensor<4xi1>
  }
    scf.yield %fz512_0 : tensor<4xi1>
  }
    scf.yield %fz511_0 : tensor<4xi1>
  }
    scf.yield %fz510_0 : tensor<4xi1>
  }
    scf.yield %fz509_0 : tensor<4xi1>
  }
    scf.yield %fz508_0 : tensor<4xi1>
  }
    scf.yield %fz507_0 : tensor<4xi1>
  }
    scf.yield %fz506_0 : tensor<4xi1>
  }
    scf.yield %fz505_0 : tensor<4xi1>
  }
    scf.yield %fz504_0 : tensor<4xi1>
  }
    scf.yield %fz503_0 : tensor<4xi1>
  }
    scf.yield %fz502_0 : tensor<4xi1>
  }
    scf.yield %fz501_0 : tensor<4xi1>
  }
    scf.yield %fz500_0 : tensor<4xi1>
  }
    scf.yield %fz499_0 : tensor<4xi1>
  }
    scf.yield %fz498_0 : tensor<4xi1>
  }
    scf.yield %fz497_0 : tensor<4xi1>
  }
    scf.yield %fz496_0 : tensor<4xi1>
  }
    scf.yield %fz495_0 : tensor<4xi1>
  }
    scf.yield %fz494_0 : tensor<4xi1>
  }
    scf.yield %fz493_0 : tensor<4xi1>
  }
    scf.yield %fz492_0 : tensor<4xi1>
  }
    scf.yield %fz491_0 : tensor<4xi1>
  }
    scf.yield %fz490_0 : tensor<4xi1>
  }
    scf.yield %fz489_0 : tensor<4xi1>
  }
    scf.yield %fz488_0 : tensor<4xi1>
  }
    scf.yield %fz487_0 : tensor<4xi1>
  }
    scf.yield %fz486_0 : tensor<4xi1>
  }
    scf.yield %fz485_0 : tensor<4xi1>
  }
    scf.yield %fz484_0 : tensor<4xi1>
  }
    scf.yield %fz483_0 : tensor<4xi1>
  }
    scf.yield %fz482_0 : tensor<4xi1>
  }
    scf.yield %fz481_0 : tensor<4xi1>
  }
    scf.yield %fz480_0 : tensor<4xi1>
  }
    scf.yield %fz479_0 : tensor<4xi1>
  }
    scf.yield %fz478_0 : tensor<4xi1>
  }
    scf.yield %fz477_0 : tensor<4xi1>
  }
    scf.yield %fz476_0 : tensor<4xi1>
  }
    scf.yield %fz475_0 : tensor<4xi1>
  }
    scf.yield %fz474_0 : tensor<4xi1>
  }
    scf.yield %fz473_0 : tensor<4xi1>
  }
    scf.yield %fz472_0 : tensor<4xi1>
  }
    scf.yield %fz471_0 : tensor<4xi1>
  }
    scf.yield %fz470_0 : tensor<4xi1>
  }
    scf.yield %fz469_0 : tensor<4xi1>
  }
    scf.yield %fz468_0 : tensor<4xi1>
  }
    scf.yield %fz467_0 : tensor<4xi1>
  }
    scf.yield %fz466_0 : tensor<4xi1>
  }
    scf.yield %fz465_0 : tensor<4xi1>
  }
    scf.yield %fz464_0 : tensor<4xi1>
  }
    scf.yield %fz463_0 : tensor<4xi1>
  }
    scf.yield %fz462_0 : tensor<4xi1>
  }
    scf.yield %fz461_0 : tensor<4xi1>
  }
    scf.yield %fz460_0 : tensor<4xi1>
  }
    scf.yield %fz459_0 : tensor<4xi1>
  }
    scf.yield %fz458_0 : tensor<4xi1>
  }
    scf.yield %fz457_0 : tensor<4xi1>
  }
    scf.yield %fz456_0 : tensor<4xi1>
  }
    scf.yield %fz455_0 : tensor<4xi1>
  }
    scf.yield %fz454_0 : tensor<4xi1>
  }
    scf.yield %fz453_0 : tensor<4xi1>
  }
    scf.yield %fz452_0 : tensor<4xi1>
  }
    scf.yield %fz451_0 : tensor<4xi1>
  }
    scf.yield %fz450_0 : tensor<4xi1>
  }
    scf.yield %fz449_0 : tensor<4xi1>
  }
    scf.yield %fz448_0 : tensor<4xi1>
  }
    scf.yield %fz447_0 : tensor<4xi1>
  }
    scf.yield %fz446_0 : tensor<4xi1>
  }
    scf.yield %fz445_0 : tensor<4xi1>
  }
    scf.yield %fz444_0 : tensor<4xi1>
  }
    scf.yield %fz443_0 : tensor<4xi1>
  }
    scf.yield %fz442_0 : tensor<4xi1>
  }
    scf.yield %fz441_0 : tensor<4xi1>
  }
    scf.yield %fz440_0 : tensor<4xi1>
  }
    scf.yield %fz439_0 : tensor<4xi1>
  }
    scf.yield %fz438_0 : tensor<4xi1>
  }
    scf.yield %fz437_0 : tensor<4xi1>
  }
    scf.yield %fz436_0 : tensor<4xi1>
  }
    scf.yield %fz435_0 : tensor<4xi1>
  }
    scf.yield %fz434_0 : tensor<4xi1>
  }
    scf.yield %fz433_0 : tensor<4xi1>
  }
    scf.yield %fz432_0 : tensor<4xi1>
  }
    scf.yield %fz431_0 : tensor<4xi1>
  }
    scf.yield %fz430_0 : tensor<4xi1>
  }
    scf.yield %fz429_0 : tensor<4xi1>
  }
    scf.yield %fz428_0 : tensor<4xi1>
  }
    scf.yield %fz427_0 : tensor<4xi1>
  }
    scf.yield %fz426_0 : tensor<4xi1>
  }
    scf.yield %fz425_0 : tensor<4xi1>
  }
    scf.yield %fz424_0 : tensor<4xi1>
  }
    scf.yield %fz423_0 : tensor<4xi1>
  }
    scf.yield %fz422_0 : tensor<4xi1>
  }
    scf.yield %fz421_0 : tensor<4xi1>
  }
    scf.yield %fz420_0 : tensor<4xi1>
  }
    scf.yield %fz419_0 : tensor<4xi1>
  }
    scf.yield %fz418_0 : tensor<4xi1>
  }
    scf.yield %fz417_0 : tensor<4xi1>
  }
    scf.yield %fz416_0 : tensor<4xi1>
  }
    scf.yield %fz415_0 : tensor<4xi1>
  }
    scf.yield %fz414_0 : tensor<4xi1>
  }
    scf.yield %fz413_0 : tensor<4xi1>
  }
    scf.yield %fz412_0 : tensor<4xi1>
  }
    scf.yield %fz411_0 : tensor<4xi1>
  }
    scf.yield %fz410_0 : tensor<4xi1>
  }
    scf.yield %fz409_0 : tensor<4xi1>
  }
    scf.yield %fz408_0 : tensor<4xi1>
  }
    scf.yield %fz407_0 : tensor<4xi1>
  }
    scf.yield %fz406_0 : tensor<4xi1>
  }
    scf.yield %fz405_0 : tensor<4xi1>
  }
    scf.yield %fz404_0 : tensor<4xi1>
  }
    scf.yield %fz403_0 : tensor<4xi1>
  }
    scf.yield %fz402_0 : tensor<4xi1>
  }
    scf.yield %fz401_0 : tensor<4xi1>
  }
    scf.yield %fz400_0 : tensor<4xi1>
  }
    scf.yield %fz399_0 : tensor<4xi1>
  }
    scf.yield %fz398_0 : tensor<4xi1>
  }
    scf.yield %fz397_0 : tensor<4xi1>
  }
    scf.yield %fz396_0 : tensor<4xi1>
  }
    scf.yield %fz395_0 : tensor<4xi1>
  }
    scf.yield %fz394_0 : tensor<4xi1>
  }
    scf.yield %fz393_0 : tensor<4xi1>
  }
    scf.yield %fz392_0 : tensor<4xi1>
  }
    scf.yield %fz391_0 : tensor<4xi1>
  }
    scf.yield %fz390_0 : tensor<4xi1>
  }
    scf.yield %fz389_0 : tensor<4xi1>
  }
    scf.yield %fz388_0 : tensor<4xi1>
  }
    scf.yield %fz387_0 : tensor<4xi1>
  }
    scf.yield %fz386_0 : tensor<4xi1>
  }
    scf.yield %fz385_0 : tensor<4xi1>
  }
    scf.yield %fz384_0 : tensor<4xi1>
  }
    scf.yield %fz383_0 : tensor<4xi1>
  }
    scf.yield %fz382_0 : tensor<4xi1>
  }
    scf.yield %fz381_0 : tensor<4xi1>
  }
    scf.yield %fz380_0 : tensor<4xi1>
  }
    scf.yield %fz379_0 : tensor<4xi1>
  }
    scf.yield %fz378_0 : tensor<4xi1>
  }
    scf.yield %fz377_0 : tensor<4xi1>
  }
    scf.yield %fz376_0 : tensor<4xi1>
  }
    scf.yield %fz375_0 : tensor<4xi1>
  }
    scf.yield %fz374_0 : tensor<4xi1>
  }
    scf.yield %fz373_0 : tensor<4xi1>
  }
    scf.yield %fz372_0 : tensor<4xi1>
  }
    scf.yield %fz371_0 : tensor<4xi1>
  }
    scf.yield %fz370_0 : tensor<4xi1>
  }
    scf.yield %fz369_0 : tensor<4xi1>
  }
    scf.yield %fz368_0 : tensor<4xi1>
  }
    scf.yield %fz367_0 : tensor<4xi1>
  }
    scf.yield %fz366_0 : tensor<4xi1>
  }
    scf.yield %fz365_0 : tensor<4xi1>
  }
    scf.yield %fz364_0 : tensor<4xi1>
  }
    scf.yield %fz363_0 : tensor<4xi1>
  }
    scf.yield %fz362_0 : tensor<4xi1>
  }
    scf.yield %fz361_0 : tensor<4xi1>
  }
    scf.yield %fz360_0 : tensor<4xi1>
  }
    scf.yield %fz359_0 : tensor<4xi1>
  }
    scf.yield %fz358_0 : tensor<4xi1>
  }
    scf.yield %fz357_0 : tensor<4xi1>
  }
    scf.yield %fz356_0 : tensor<4xi1>
  }
    scf.yield %fz355_0 : tensor<4xi1>
  }
    scf.yield %fz354_0 : tensor<4xi1>
  }
    scf.yield %fz353_0 : tensor<4xi1>
  }
    scf.yield %fz352_0 : tensor<4xi1>
  }
    scf.yield %fz351_0 : tensor<4xi1>
  }
    scf.yield %fz350_0 : tensor<4xi1>
  }
    scf.yield %fz349_0 : tensor<4xi1>
  }
    scf.yield %fz348_0 : tensor<4xi1>
  }
    scf.yield %fz347_0 : tensor<4xi1>
  }
    scf.yield %fz346_0 : tensor<4xi1>
  }
    scf.yield %fz345_0 : tensor<4xi1>
  }
    scf.yield %fz344_0 : tensor<4xi1>
  }
    scf.yield %fz343_0 : tensor<4xi1>
  }
    scf.yield %fz342_0 : tensor<4xi1>
  }
    scf.yield %fz341_0 : tensor<4xi1>
  }
    scf.yield %fz340_0 : tensor<4xi1>
  }
    scf.yield %fz339_0 : tensor<4xi1>
  }
    scf.yield %fz338_0 : tensor<4xi1>
  }
    scf.yield %fz337_0 : tensor<4xi1>
  }
    scf.yield %fz336_0 : tensor<4xi1>
  }
    scf.yield %fz335_0 : tensor<4xi1>
  }
    scf.yield %fz334_0 : tensor<4xi1>
  }
    scf.yield %fz333_0 : tensor<4xi1>
  }
    scf.yield %fz332_0 : tensor<4xi1>
  }
    scf.yield %fz331_0 : tensor<4xi1>
  }
    scf.yield %fz330_0 : tensor<4xi1>
  }
    scf.yield %fz329_0 : tensor<4xi1>
  }
    scf.yield %fz328_0 : tensor<4xi1>
  }
    scf.yield %fz327_0 : tensor<4xi1>
  }
    scf.yield %fz326_0 : tensor<4xi1>
  }
    scf.yield %fz325_0 : tensor<4xi1>
  }
    scf.yield %fz324_0 : tensor<4xi1>
  }
    scf.yield %fz323_0 : tensor<4xi1>
  }
    scf.yield %fz322_0 : tensor<4xi1>
  }
    scf.yield %fz321_0 : tensor<4xi1>
  }
    scf.yield %fz320_0 : tensor<4xi1>
  }
    scf.yield %fz319_0 : tensor<4xi1>
  }
    scf.yield %fz318_0 : tensor<4xi1>
  }
    scf.yield %fz317_0 : tensor<4xi1>
  }
    scf.yield %fz316_0 : tensor<4xi1>
  }
    scf.yield %fz315_0 : tensor<4xi1>
  }
    scf.yield %fz314_0 : tensor<4xi1>
  }
    scf.yield %fz313_0 : tensor<4xi1>
  }
    scf.yield %fz312_0 : tensor<4xi1>
  }
    scf.yield %fz311_0 : tensor<4xi1>
  }
    scf.yield %fz310_0 : tensor<4xi1>
  }
    scf.yield %fz309_0 : tensor<4xi1>
  }
    scf.yield %fz308_0 : tensor<4xi1>
  }
    scf.yield %fz307_0 : tensor<4xi1>
  }
    scf.yield %fz306_0 : tensor<4xi1>
  }
    scf.yield %fz305_0 : tensor<4xi1>
  }
    scf.yield %fz304_0 : tensor<4xi1>
  }
    scf.yield %fz303_0 : tensor<4xi1>
  }
    scf.yield %fz302_0 : tensor<4xi1>
  }
    scf.yield %fz301_0 : tensor<4xi1>
  }
    scf.yield %fz300_0 : tensor<4xi1>
  }
    scf.yield %fz299_0 : tensor<4xi1>
  }
    scf.yield %fz298_0 : tensor<4xi1>
  }
    scf.yield %fz297_0 : tensor<4xi1>
  }
    scf.yield %fz296_0 : tensor<4xi1>
  }
    scf.yield %fz295_0 : tensor<4xi1>
  }
    scf.yield %fz294_0 : tensor<4xi1>
  }
    scf.yield %fz293_0 : tensor<4xi1>
  }
    scf.yield %fz292_0 : tensor<4xi1>
  }
    scf.yield %fz291_0 : tensor<4xi1>
  }
    scf.yield %fz290_0 : tensor<4xi1>
  }
    scf.yield %fz289_0 : tensor<4xi1>
  }
    scf.yield %fz288_0 : tensor<4xi1>
  }
    scf.yield %fz287_0 : tensor<4xi1>
  }
    scf.yield %fz286_0 : tensor<4xi1>
  }
    scf.yield %fz285_0 : tensor<4xi1>
  }
    scf.yield %fz284_0 : tensor<4xi1>
  }
    scf.yield %fz283_0 : tensor<4xi1>
  }
    scf.yield %fz282_0 : tensor<4xi1>
  }
    scf.yield %fz281_0 : tensor<4xi1>
  }
    scf.yield %fz280_0 : tensor<4xi1>
  }
    scf.yield %fz279_0 : tensor<4xi1>
  }
    scf.yield %fz278_0 : tensor<4xi1>
  }
    scf.yield %fz277_0 : tensor<4xi1>
  }
    scf.yield %fz276_0 : tensor<4xi1>
  }
    scf.yield %fz275_0 : tensor<4xi1>
  }
    scf.yield %fz274_0 : tensor<4xi1>
  }
    scf.yield %fz273_0 : tensor<4xi1>
  }
    scf.yield %fz272_0 : tensor<4xi1>
  }
    scf.yield %fz271_0 : tensor<4xi1>
  }
    scf.yield %fz270_0 : tensor<4xi1>
  }
    scf.yield %fz269_0 : tensor<4xi1>
  }
    scf.yield %fz268_0 : tensor<4xi1>
  }
    scf.yield %fz267_0 : tensor<4xi1>
  }
    scf.yield %fz266_0 : tensor<4xi1>
  }
    scf.yield %fz265_0 : tensor<4xi1>
  }
    scf.yield %fz264_0 : tensor<4xi1>
  }
    scf.yield %fz263_0 : tensor<4xi1>
  }
    scf.yield %fz262_0 : tensor<4xi1>
  }
    scf.yield %fz261_0 : tensor<4xi1>
  }
    scf.yield %fz260_0 : tensor<4xi1>
  }
    scf.yield %fz259_0 : tensor<4xi1>
  }
    scf.yield %fz258_0 : tensor<4xi1>
  }
    scf.yield %fz257_0 : tensor<4xi1>
  }
    scf.yield %fz256_0 : tensor<4xi1>
  }
    scf.yield %fz255_0 : tensor<4xi1>
  }
    scf.yield %fz254_0 : tensor<4xi1>
  }
    scf.yield %fz253_0 : tensor<4xi1>
  }
    scf.yield %fz252_0 : tensor<4xi1>
  }
    scf.yield %fz251_0 : tensor<4xi1>
  }
    scf.yield %fz250_0 : tensor<4xi1>
  }
    scf.yield %fz249_0 : tensor<4xi1>
  }
    scf.yield %fz248_0 : tensor<4xi1>
  }
    scf.yield %fz247_0 : tensor<4xi1>
  }
    scf.yield %fz246_0 : tensor<4xi1>
  }
    scf.yield %fz245_0 : tensor<4xi1>
  }
    scf.yield %fz244_0 : tensor<4xi1>
  }
    scf.yield %fz243_0 : tensor<4xi1>
  }
    scf.yield %fz242_0 : tensor<4xi1>
  }
    scf.yield %fz241_0 : tensor<4xi1>
  }
    scf.yield %fz240_0 : tensor<4xi1>
  }
    scf.yield %fz239_0 : tensor<4xi1>
  }
    scf.yield %fz238_0 : tensor<4xi1>
  }
    scf.yield %fz237_0 : tensor<4xi1>
  }
    scf.yield %fz236_0 : tensor<4xi1>
  }
    scf.yield %fz235_0 : tensor<4xi1>
  }
    scf.yield %fz234_0 : tensor<4xi1>
  }
    scf.yield %fz233_0 : tensor<4xi1>
  }
    scf.yield %fz232_0 : tensor<4xi1>
  }
    scf.yield %fz231_0 : tensor<4xi1>
  }
    scf.yield %fz230_0 : tensor<4xi1>
  }
    scf.yield %fz229_0 : tensor<4xi1>
  }
    scf.yield %fz228_0 : tensor<4xi1>
  }
    scf.yield %fz227_0 : tensor<4xi1>
  }
    scf.yield %fz226_0 : tensor<4xi1>
  }
    scf.yield %fz225_0 : tensor<4xi1>
  }
    scf.yield %fz224_0 : tensor<4xi1>
  }
    scf.yield %fz223_0 : tensor<4xi1>
  }
    scf.yield %fz222_0 : tensor<4xi1>
  }
    scf.yield %fz221_0 : tensor<4xi1>
  }
    scf.yield %fz220_0 : tensor<4xi1>
  }
    scf.yield %fz219_0 : tensor<4xi1>
  }
    scf.yield %fz218_0 : tensor<4xi1>
  }
    scf.yield %fz217_0 : tensor<4xi1>
  }
    scf.yield %fz216_0 : tensor<4xi1>
  }
    scf.yield %fz215_0 : tensor<4xi1>
  }
    scf.yield %fz214_0 : tensor<4xi1>
  }
    scf.yield %fz213_0 : tensor<4xi1>
  }
    scf.yield %fz212_0 : tensor<4xi1>
  }
    scf.yield %fz211_0 : tensor<4xi1>
  }
    scf.yield %fz210_0 : tensor<4xi1>
  }
    scf.yield %fz209_0 : tensor<4xi1>
  }
    scf.yield %fz208_0 : tensor<4xi1>
  }
    scf.yield %fz207_0 : tensor<4xi1>
  }
    scf.yield %fz206_0 : tensor<4xi1>
  }
    scf.yield %fz205_0 : tensor<4xi1>
  }
    scf.yield %fz204_0 : tensor<4xi1>
  }
    scf.yield %fz203_0 : tensor<4xi1>
  }
    scf.yield %fz202_0 : tensor<4xi1>
  }
    scf.yield %fz201_0 : tensor<4xi1>
  }
    scf.yield %fz200_0 : tensor<4xi1>
  }
    scf.yield %fz199_0 : tensor<4xi1>
  }
    scf.yield %fz198_0 : tensor<4xi1>
  }
    scf.yield %fz197_0 : tensor<4xi1>
  }
    scf.yield %fz196_0 : tensor<4xi1>
  }
    scf.yield %fz195_0 : tensor<4xi1>
  }
    scf.yield %fz194_0 : tensor<4xi1>
  }
    scf.yield %fz193_0 : tensor<4xi1>
  }
    scf.yield %fz192_0 : tensor<4xi1>
  }
    scf.yield %fz191_0 : tensor<4xi1>
  }
    scf.yield %fz190_0 : tensor<4xi1>
  }
    scf.yield %fz189_0 : tensor<4xi1>
  }
    scf.yield %fz188_0 : tensor<4xi1>
  }
    scf.yield %fz187_0 : tensor<4xi1>
  }
    scf.yield %fz186_0 : tensor<4xi1>
  }
    scf.yield %fz185_0 : tensor<4xi1>
  }
    scf.yield %fz184_0 : tensor<4xi1>
  }
    scf.yield %fz183_0 : tensor<4xi1>
  }
    scf.yield %fz182_0 : tensor<4xi1>
  }
    scf.yield %fz181_0 : tensor<4xi1>
  }
    scf.yield %fz180_0 : tensor<4xi1>
  }
    scf.yield %fz179_0 : tensor<4xi1>
  }
    scf.yield %fz178_0 : tensor<4xi1>
  }
    scf.yield %fz177_0 : tensor<4xi1>
  }
    scf.yield %fz176_0 : tensor<4xi1>
  }
    scf.yield %fz175_0 : tensor<4xi1>
  }
    scf.yield %fz174_0 : tensor<4xi1>
  }
    scf.yield %fz173_0 : tensor<4xi1>
  }
    scf.yield %fz172_0 : tensor<4xi1>
  }
    scf.yield %fz171_0 : tensor<4xi1>
  }
    scf.yield %fz170_0 : tensor<4xi1>
  }
    scf.yield %fz169_0 : tensor<4xi1>
  }
    scf.yield %fz168_0 : tensor<4xi1>
  }
    scf.yield %fz167_0 : tensor<4xi1>
  }
    scf.yield %fz166_0 : tensor<4xi1>
  }
    scf.yield %fz165_0 : tensor<4xi1>
  }
    scf.yield %fz164_0 : tensor<4xi1>
  }
    scf.yield %fz163_0 : tensor<4xi1>
  }
    scf.yield %fz162_0 : tensor<4xi1>
  }
    scf.yield %fz161_0 : tensor<4xi1>
  }
    scf.yield %fz160_0 : tensor<4xi1>
  }
    scf.yield %fz159_0 : tensor<4xi1>
  }
    scf.yield %fz158_0 : tensor<4xi1>
  }
    scf.yield %fz157_0 : tensor<4xi1>
  }
    scf.yield %fz156_0 : tensor<4xi1>
  }
    scf.yield %fz155_0 : tensor<4xi1>
  }
    scf.yield %fz154_0 : tensor<4xi1>
  }
    scf.yield %fz153_0 : tensor<4xi1>
  }
    scf.yield %fz152_0 : tensor<4xi1>
  }
    scf.yield %fz151_0 : tensor<4xi1>
  }
    scf.yield %fz150_0 : tensor<4xi1>
  }
    scf.yield %fz149_0 : tensor<4xi1>
  }
    scf.yield %fz148_0 : tensor<4xi1>
  }
    scf.yield %fz147_0 : tensor<4xi1>
  }
    scf.yield %fz146_0 : tensor<4xi1>
  }
    scf.yield %fz145_0 : tensor<4xi1>
  }
    scf.yield %fz144_0 : tensor<4xi1>
  }
    scf.yield %fz143_0 : tensor<4xi1>
  }
    scf.yield %fz142_0 : tensor<4xi1>
  }
    scf.yield %fz141_0 : tensor<4xi1>
  }
    scf.yield %fz140_0 : tensor<4xi1>
  }
    scf.yield %fz139_0 : tensor<4xi1>
  }
    scf.yield %fz138_0 : tensor<4xi1>
  }
    scf.yield %fz137_0 : tensor<4xi1>
  }
    scf.yield %fz136_0 : tensor<4xi1>
  }
    scf.yield %fz135_0 : tensor<4xi1>
  }
    scf.yield %fz134_0 : tensor<4xi1>
  }
    scf.yield %fz133_0 : tensor<4xi1>
  }
    scf.yield %fz132_0 : tensor<4xi1>
  }
    scf.yield %fz131_0 : tensor<4xi1>
  }
    scf.yield %fz130_0 : tensor<4xi1>
  }
    scf.yield %fz129_0 : tensor<4xi1>
  }
    scf.yield %fz128_0 : tensor<4xi1>
  }
    scf.yield %fz127_0 : tensor<4xi1>
  }
    scf.yield %fz126_0 : tensor<4xi1>
  }
    scf.yield %fz125_0 : tensor<4xi1>
  }
    scf.yield %fz124_0 : tensor<4xi1>
  }
    scf.yield %fz123_0 : tensor<4xi1>
  }
    scf.yield %fz122_0 : tensor<4xi1>
  }
    scf.yield %fz121_0 : tensor<4xi1>
  }
    scf.yield %fz120_0 : tensor<4xi1>
  }
    scf.yield %fz119_0 : tensor<4xi1>
  }
    scf.yield %fz118_0 : tensor<4xi1>
  }
    scf.yield %fz117_0 : tensor<4xi1>
  }
    scf.yield %fz116_0 : tensor<4xi1>
  }
    scf.yield %fz115_0 : tensor<4xi1>
  }
    scf.yield %fz114_0 : tensor<4xi1>
  }
    scf.yield %fz113_0 : tensor<4xi1>
  }
    scf.yield %fz112_0 : tensor<4xi1>
  }
    scf.yield %fz111_0 : tensor<4xi1>
  }
    scf.yield %fz110_0 : tensor<4xi1>
  }
    scf.yield %fz109_0 : tensor<4xi1>
  }
    scf.yield %fz108_0 : tensor<4xi1>
  }
    scf.yield %fz107_0 : tensor<4xi1>
  }
    scf.yield %fz106_0 : tensor<4xi1>
  }
    scf.yield %fz105_0 : tensor<4xi1>
  }
    scf.yield %fz104_0 : tensor<4xi1>
  }
    scf.yield %fz103_0 : tensor<4xi1>
  }
    scf.yield %fz102_0 : tensor<4xi1>
  }
    scf.yield %fz101_0 : tensor<4xi1>
  }
    scf.yield %fz100_0 : tensor<4xi1>
  }
    scf.yield %fz99_0 : tensor<4xi1>
  }
    scf.yield %fz98_0 : tensor<4xi1>
  }
    scf.yield %fz97_0 : tensor<4xi1>
  }
    scf.yield %fz96_0 : tensor<4xi1>
  }
    scf.yield %fz95_0 : tensor<4xi1>
  }
    scf.yield %fz94_0 : tensor<4xi1>
  }
    scf.yield %fz93_0 : tensor<4xi1>
  }
    scf.yield %fz92_0 : tensor<4xi1>
  }
    scf.yield %fz91_0 : tensor<4xi1>
  }
    scf.yield %fz90_0 : tensor<4xi1>
  }
    scf.yield %fz89_0 : tensor<4xi1>
  }
    scf.yield %fz88_0 : tensor<4xi1>
  }
    scf.yield %fz87_0 : tensor<4xi1>
  }
    scf.yield %fz86_0 : tensor<4xi1>
  }
    scf.yield %fz85_0 : tensor<4xi1>
  }
    scf.yield %fz84_0 : tensor<4xi1>
  }
    scf.yield %fz83_0 : tensor<4xi1>
  }
    scf.yield %fz82_0 : tensor<4xi1>
  }
    scf.yield %fz81_0 : tensor<4xi1>
  }
    scf.yield %fz80_0 : tensor<4xi1>
  }
    scf.yield %fz79_0 : tensor<4xi1>
  }
    scf.yield %fz78_0 : tensor<4xi1>
  }
    scf.yield %fz77_0 : tensor<4xi1>
  }
    scf.yield %fz76_0 : tensor<4xi1>
  }
    scf.yield %fz75_0 : tensor<4xi1>
  }
    scf.yield %fz74_0 : tensor<4xi1>
  }
    scf.yield %fz73_0 : tensor<4xi1>
  }
    scf.yield %fz72_0 : tensor<4xi1>
  }
    scf.yield %fz71_0 : tensor<4xi1>
  }
    scf.yield %fz70_0 : tensor<4xi1>
  }
    scf.yield %fz69_0 : tensor<4xi1>
  }
    scf.yield %fz68_0 : tensor<4xi1>
  }
    scf.yield %fz67_0 : tensor<4xi1>
  }
    scf.yield %fz66_0 : tensor<4xi1>
  }
    scf.yield %fz65_0 : tensor<4xi1>
  }
    scf.yield %fz64_0 : tensor<4xi1>
  }
    scf.yield %fz63_0 : tensor<4xi1>
  }
    scf.yield %fz62_0 : tensor<4xi1>
  }
    scf.yield %fz61_0 : tensor<4xi1>
  }
    scf.yield %fz60_0 : tensor<4xi1>
  }
    scf.yield %fz59_0 : tensor<4xi1>
  }
    scf.yield %fz58_0 : tensor<4xi1>
  }
    scf.yield %fz57_0 : tensor<4xi1>
  }
    scf.yield %fz56_0 : tensor<4xi1>
  }
    scf.yield %fz55_0 : tensor<4xi1>
  }
    scf.yield %fz54_0 : tensor<4xi1>
  }
    scf.yield %fz53_0 : tensor<4xi1>
  }
    scf.yield %fz52_0 : tensor<4xi1>
  }
    scf.yield %fz51_0 : tensor<4xi1>
  }
    scf.yield %fz50_0 : tensor<4xi1>
  }
    scf.yield %fz49_0 : tensor<4xi1>
  }
    scf.yield %fz48_0 : tensor<4xi1>
  }
    scf.yield %fz47_0 : tensor<4xi1>
  }
    scf.yield %fz46_0 : tensor<4xi1>
  }
    scf.yield %fz45_0 : tensor<4xi1>
  }
    scf.yield %fz44_0 : tensor<4xi1>
  }
    scf.yield %fz43_0 : tensor<4xi1>
  }
    scf.yield %fz42_0 : tensor<4xi1>
  }
    scf.yield %fz41_0 : tensor<4xi1>
  }
    scf.yield %fz40_0 : tensor<4xi1>
  }
    scf.yield %fz39_0 : tensor<4xi1>
  }
    scf.yield %fz38_0 : tensor<4xi1>
  }
    scf.yield %fz37_0 : tensor<4xi1>
  }
    scf.yield %fz36_0 : tensor<4xi1>
  }
    scf.yield %fz35_0 : tensor<4xi1>
  }
    scf.yield %fz34_0 : tensor<4xi1>
  }
    scf.yield %fz33_0 : tensor<4xi1>
  }
    scf.yield %fz32_0 : tensor<4xi1>
  }
    scf.yield %fz31_0 : tensor<4xi1>
  }
    scf.yield %fz30_0 : tensor<4xi1>
  }
    scf.yield %fz29_0 : tensor<4xi1>
  }
    scf.yield %fz28_0 : tensor<4xi1>
  }
    scf.yield %fz27_0 : tensor<4xi1>
  }
    scf.yield %fz26_0 : tensor<4xi1>
  }
    scf.yield %fz25_0 : tensor<4xi1>
  }
    scf.yield %fz24_0 : tensor<4xi1>
  }
    scf.yield %fz23_0 : tensor<4xi1>
  }
    scf.yield %fz22_0 : tensor<4xi1>
  }
    scf.yield %fz21_0 : tensor<4xi1>
  }
    scf.yield %fz20_0 : tensor<4xi1>
  }
    scf.yield %fz19_0 : tensor<4xi1>
  }
    scf.yield %fz18_0 : tensor<4xi1>
  }
    scf.yield %fz17_0 : tensor<4xi1>
  }
    scf.yield %fz16_0 : tensor<4xi1>
  }
    scf.yield %fz15_0 : tensor<4xi1>
  }
    scf.yield %fz14_0 : tensor<4xi1>
  }
    scf.yield %fz13_0 : tensor<4xi1>
  }
    scf.yield %fz12_0 : tensor<4xi1>
  }
    scf.yield %fz11_0 : tensor<4xi1>
  }
    scf.yield %fz10_0 : tensor<4xi1>
  }
    scf.yield %fz9_0 : tensor<4xi1>
  }
    scf.yield %fz8_0 : tensor<4xi1>
  }
    scf.yield %fz7_0 : tensor<4xi1>
  }
    scf.yield %fz6_0 : tensor<4xi1>
  }
    scf.yield %fz5_0 : tensor<4xi1>
  }
    scf.yield %fz4_0 : tensor<4xi1>
  }
    scf.yield %fz3_0 : tensor<4xi1>
  }
    scf.yield %fz2_0 : tensor<4xi1>
  }
    scf.yield %fz1_0 : tensor<4xi1>
  }
  return %0 : tensor<4xi1>
}
