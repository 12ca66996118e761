// A row of biases added to every row of a batch whose size is known only at run time,
// then clipped at zero where the sum is negative (compare + select).
func.func @main(%x: tensor<?x?xf32>, %bias: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %sum = tosa.add %x, %bias : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %neg = tosa.greater %zero, %sum : (tensor<1x1xf32>, tensor<?x?xf32>) -> tensor<?x?xi1>
  %out = scf.execute_region -> tensor<?x?xf32> {
  %fz1_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2_out = scf.execute_region -> tensor<?x?xf32> {
  %fz3_out = scf.execute_region -> tensor<?x?xf32> {
  %fz4_out = scf.execute_region -> tensor<?x?xf32> {
  %fz5_out = scf.execute_region -> tensor<?x?xf32> {
  %fz6_out = scf.execute_region -> tensor<?x?xf32> {
  %fz7_out = scf.execute_region -> tensor<?x?xf32> {
  %fz8_out = scf.execute_region -> tensor<?x?xf32> {
  %fz9_out = scf.execute_region -> tensor<?x?xf32> {
  %fz10_out = scf.execute_region -> tensor<?x?xf32> {
  %fz11_out = scf.execute_region -> tensor<?x?xf32> {
  %fz12_out = scf.execute_region -> tensor<?x?xf32> {
  %fz13_out = scf.execute_region -> tensor<?x?xf32> {
  %fz14_out = scf.execute_region -> tensor<?x?xf32> {
  %fz15_out = scf.execute_region -> tensor<?x?xf32> {
  %fz16_out = scf.execute_region -> tensor<?x?xf32> {
  %fz17_out = scf.execute_region -> tensor<?x?xf32> {
  %fz18_out = scf.execute_region -> tensor<?x?xf32> {
  %fz19_out = scf.execute_region -> tensor<?x?xf32> {
  %fz20_out = scf.execute_region -> tensor<?x?xf32> {
  %fz21_out = scf.execute_region -> tensor<?x?xf32> {
  %fz22_out = scf.execute_region -> tensor<?x?xf32> {
  %fz23_out = scf.execute_region -> tensor<?x?xf32> {
  %fz24_out = scf.execute_region -> tensor<?x?xf32> {
  %fz25_out = scf.execute_region -> tensor<?x?xf32> {
  %fz26_out = scf.execute_region -> tensor<?x?xf32> {
  %fz27_out = scf.execute_region -> tensor<?x?xf32> {
  %fz28_out = scf.execute_region -> tensor<?x?xf32> {
  %fz29_out = scf.execute_region -> tensor<?x?xf32> {
  %fz30_out = scf.execute_region -> tensor<?x?xf32> {
  %fz31_out = scf.execute_region -> tensor<?x?xf32> {
  %fz32_out = scf.execute_region -> tensor<?x?xf32> {
  %fz33_out = scf.execute_region -> tensor<?x?xf32> {
  %fz34_out = scf.execute_region -> tensor<?x?xf32> {
  %fz35_out = scf.execute_region -> tensor<?x?xf32> {
  %fz36_out = scf.execute_region -> tensor<?x?xf32> {
  %fz37_out = scf.execute_region -> tensor<?x?xf32> {
  %fz38_out = scf.execute_region -> tensor<?x?xf32> {
  %fz39_out = scf.execute_region -> tensor<?x?xf32> {
  %fz40_out = scf.execute_region -> tensor<?x?xf32> {
  %fz41_out = scf.execute_region -> tensor<?x?xf32> {
  %fz42_out = scf.execute_region -> tensor<?x?xf32> {
  %fz43_out = scf.execute_region -> tensor<?x?xf32> {
  %fz44_out = scf.execute_region -> tensor<?x?xf32> {
  %fz45_out = scf.execute_region -> tensor<?x?xf32> {
  %fz46_out = scf.execute_region -> tensor<?x?xf32> {
  %fz47_out = scf.execute_region -> tensor<?x?xf32> {
  %fz48_out = scf.execute_region -> tensor<?x?xf32> {
  %fz49_out = scf.execute_region -> tensor<?x?xf32> {
  %fz50_out = scf.execute_region -> tensor<?x?xf32> {
  %fz51_out = scf.execute_region -> tensor<?x?xf32> {
  %fz52_out = scf.execute_region -> tensor<?x?xf32> {
  %fz53_out = scf.execute_region -> tensor<?x?xf32> {
  %fz54_out = scf.execute_region -> tensor<?x?xf32> {
  %fz55_out = scf.execute_region -> tensor<?x?xf32> {
  %fz56_out = scf.execute_region -> tensor<?x?xf32> {
  %fz57_out = scf.execute_region -> tensor<?x?xf32> {
  %fz58_out = scf.execute_region -> tensor<?x?xf32> {
  %fz59_out = scf.execute_region -> tensor<?x?xf32> {
  %fz60_out = scf.execute_region -> tensor<?x?xf32> {
  %fz61_out = scf.execute_region -> tensor<?x?xf32> {
  %fz62_out = scf.execute_region -> tensor<?x?xf32> {
  %fz63_out = scf.execute_region -> tensor<?x?xf32> {
  %fz64_out = scf.execute_region -> tensor<?x?xf32> {
  %fz65_out = scf.execute_region -> tensor<?x?xf32> {
  %fz66_out = scf.execute_region -> tensor<?x?xf32> {
  %fz67_out = scf.execute_region -> tensor<?x?xf32> {
  %fz68_out = scf.execute_region -> tensor<?x?xf32> {
  %fz69_out = scf.execute_region -> tensor<?x?xf32> {
  %fz70_out = scf.execute_region -> tensor<?x?xf32> {
  %fz71_out = scf.execute_region -> tensor<?x?xf32> {
  %fz72_out = scf.execute_region -> tensor<?x?xf32> {
  %fz73_out = scf.execute_region -> tensor<?x?xf32> {
  %fz74_out = scf.execute_region -> tensor<?x?xf32> {
  %fz75_out = scf.execute_region -> tensor<?x?xf32> {
  %fz76_out = scf.execute_region -> tensor<?x?xf32> {
  %fz77_out = scf.execute_region -> tensor<?x?xf32> {
  %fz78_out = scf.execute_region -> tensor<?x?xf32> {
  %fz79_out = scf.execute_region -> tensor<?x?xf32> {
  %fz80_out = scf.execute_region -> tensor<?x?xf32> {
  %fz81_out = scf.execute_region -> tensor<?x?xf32> {
  %fz82_out = scf.execute_region -> tensor<?x?xf32> {
  %fz83_out = scf.execute_region -> tensor<?x?xf32> {
  %fz84_out = scf.execute_region -> tensor<?x?xf32> {
  %fz85_out = scf.execute_region -> tensor<?x?xf32> {
  %fz86_out = scf.execute_region -> tensor<?x?xf32> {
  %fz87_out = scf.execute_region -> tensor<?x?xf32> {
  %fz88_out = scf.execute_region -> tensor<?x?xf32> {
  %fz89_out = scf.execute_region -> tensor<?x?xf32> {
  %fz90_out = scf.execute_region -> tensor<?x?xf32> {
  %fz91_out = scf.execute_region -> tensor<?x?xf32> {
  %fz92_out = scf.execute_region -> tensor<?x?xf32> {
  %fz93_out = scf.execute_region -> tensor<?x?xf32> {
  %fz94_out = scf.execute_region -> tensor<?x?xf32> {
  %fz95_out = scf.execute_region -> tensor<?x?xf32> {
  %fz96_out = scf.execute_region -> tensor<?x?xf32> {
  %fz97_out = scf.execute_region -> tensor<?x?xf32> {
  %fz98_out = scf.execute_region -> tensor<?x?xf32> {
  %fz99_out = scf.execute_region -> tensor<?x?xf32> {
  %fz100_out = scf.execute_region -> tensor<?x?xf32> {
  %fz101_out = scf.execute_region -> tensor<?x?xf32> {
  %fz102_out = scf.execute_region -> tensor<?x?xf32> {
  %fz103_out = scf.execute_region -> tensor<?x?xf32> {
  %fz104_out = scf.execute_region -> tensor<?x?xf32> {
  %fz105_out = scf.execute_region -> tensor<?x?xf32> {
  %fz106_out = scf.execute_region -> tensor<?x?xf32> {
  %fz107_out = scf.execute_region -> tensor<?x?xf32> {
  %fz108_out = scf.execute_region -> tensor<?x?xf32> {
  %fz109_out = scf.execute_region -> tensor<?x?xf32> {
  %fz110_out = scf.execute_region -> tensor<?x?xf32> {
  %fz111_out = scf.execute_region -> tensor<?x?xf32> {
  %fz112_out = scf.execute_region -> tensor<?x?xf32> {
  %fz113_out = scf.execute_region -> tensor<?x?xf32> {
  %fz114_out = scf.execute_region -> tensor<?x?xf32> {
  %fz115_out = scf.execute_region -> tensor<?x?xf32> {
  %fz116_out = scf.execute_region -> tensor<?x?xf32> {
  %fz117_out = scf.execute_region -> tensor<?x?xf32> {
  %fz118_out = scf.execute_region -> tensor<?x?xf32> {
  %fz119_out = scf.execute_region -> tensor<?x?xf32> {
  %fz120_out = scf.execute_region -> tensor<?x?xf32> {
  %fz121_out = scf.execute_region -> tensor<?x?xf32> {
  %fz122_out = scf.execute_region -> tensor<?x?xf32> {
  %fz123_out = scf.execute_region -> tensor<?x?xf32> {
  %fz124_out = scf.execute_region -> tensor<?x?xf32> {
  %fz125_out = scf.execute_region -> tensor<?x?xf32> {
  %fz126_out = scf.execute_region -> tensor<?x?xf32> {
  %fz127_out = scf.execute_region -> tensor<?x?xf32> {
  %fz128_out = scf.execute_region -> tensor<?x?xf32> {
  %fz129_out = scf.execute_region -> tensor<?x?xf32> {
  %fz130_out = scf.execute_region -> tensor<?x?xf32> {
  %fz131_out = scf.execute_region -> tensor<?x?xf32> {
  %fz132_out = scf.execute_region -> tensor<?x?xf32> {
  %fz133_out = scf.execute_region -> tensor<?x?xf32> {
  %fz134_out = scf.execute_region -> tensor<?x?xf32> {
  %fz135_out = scf.execute_region -> tensor<?x?xf32> {
  %fz136_out = scf.execute_region -> tensor<?x?xf32> {
  %fz137_out = scf.execute_region -> tensor<?x?xf32> {
  %fz138_out = scf.execute_region -> tensor<?x?xf32> {
  %fz139_out = scf.execute_region -> tensor<?x?xf32> {
  %fz140_out = scf.execute_region -> tensor<?x?xf32> {
  %fz141_out = scf.execute_region -> tensor<?x?xf32> {
  %fz142_out = scf.execute_region -> tensor<?x?xf32> {
  %fz143_out = scf.execute_region -> tensor<?x?xf32> {
  %fz144_out = scf.execute_region -> tensor<?x?xf32> {
  %fz145_out = scf.execute_region -> tensor<?x?xf32> {
  %fz146_out = scf.execute_region -> tensor<?x?xf32> {
  %fz147_out = scf.execute_region -> tensor<?x?xf32> {
  %fz148_out = scf.execute_region -> tensor<?x?xf32> {
  %fz149_out = scf.execute_region -> tensor<?x?xf32> {
  %fz150_out = scf.execute_region -> tensor<?x?xf32> {
  %fz151_out = scf.execute_region -> tensor<?x?xf32> {
  %fz152_out = scf.execute_region -> tensor<?x?xf32> {
  %fz153_out = scf.execute_region -> tensor<?x?xf32> {
  %fz154_out = scf.execute_region -> tensor<?x?xf32> {
  %fz155_out = scf.execute_region -> tensor<?x?xf32> {
  %fz156_out = scf.execute_region -> tensor<?x?xf32> {
  %fz157_out = scf.execute_region -> tensor<?x?xf32> {
  %fz158_out = scf.execute_region -> tensor<?x?xf32> {
  %fz159_out = scf.execute_region -> tensor<?x?xf32> {
  %fz160_out = scf.execute_region -> tensor<?x?xf32> {
  %fz161_out = scf.execute_region -> tensor<?x?xf32> {
  %fz162_out = scf.execute_region -> tensor<?x?xf32> {
  %fz163_out = scf.execute_region -> tensor<?x?xf32> {
  %fz164_out = scf.execute_region -> tensor<?x?xf32> {
  %fz165_out = scf.execute_region -> tensor<?x?xf32> {
  %fz166_out = scf.execute_region -> tensor<?x?xf32> {
  %fz167_out = scf.execute_region -> tensor<?x?xf32> {
  %fz168_out = scf.execute_region -> tensor<?x?xf32> {
  %fz169_out = scf.execute_region -> tensor<?x?xf32> {
  %fz170_out = scf.execute_region -> tensor<?x?xf32> {
  %fz171_out = scf.execute_region -> tensor<?x?xf32> {
  %fz172_out = scf.execute_region -> tensor<?x?xf32> {
  %fz173_out = scf.execute_region -> tensor<?x?xf32> {
  %fz174_out = scf.execute_region -> tensor<?x?xf32> {
  %fz175_out = scf.execute_region -> tensor<?x?xf32> {
  %fz176_out = scf.execute_region -> tensor<?x?xf32> {
  %fz177_out = scf.execute_region -> tensor<?x?xf32> {
  %fz178_out = scf.execute_region -> tensor<?x?xf32> {
  %fz179_out = scf.execute_region -> tensor<?x?xf32> {
  %fz180_out = scf.execute_region -> tensor<?x?xf32> {
  %fz181_out = scf.execute_region -> tensor<?x?xf32> {
  %fz182_out = scf.execute_region -> tensor<?x?xf32> {
  %fz183_out = scf.execute_region -> tensor<?x?xf32> {
  %fz184_out = scf.execute_region -> tensor<?x?xf32> {
  %fz185_out = scf.execute_region -> tensor<?x?xf32> {
  %fz186_out = scf.execute_region -> tensor<?x?xf32> {
  %fz187_out = scf.execute_region -> tensor<?x?xf32> {
  %fz188_out = scf.execute_region -> tensor<?x?xf32> {
  %fz189_out = scf.execute_region -> tensor<?x?xf32> {
  %fz190_out = scf.execute_region -> tensor<?x?xf32> {
  %fz191_out = scf.execute_region -> tensor<?x?xf32> {
  %fz192_out = scf.execute_region -> tensor<?x?xf32> {
  %fz193_out = scf.execute_region -> tensor<?x?xf32> {
  %fz194_out = scf.execute_region -> tensor<?x?xf32> {
  %fz195_out = scf.execute_region -> tensor<?x?xf32> {
  %fz196_out = scf.execute_region -> tensor<?x?xf32> {
  %fz197_out = scf.execute_region -> tensor<?x?xf32> {
  %fz198_out = scf.execute_region -> tensor<?x?xf32> {
  %fz199_out = scf.execute_region -> tensor<?x?xf32> {
  %fz200_out = scf.execute_region -> tensor<?x?xf32> {
  %fz201_out = scf.execute_region -> tensor<?x?xf32> {
  %fz202_out = scf.execute_region -> tensor<?x?xf32> {
  %fz203_out = scf.execute_region -> tensor<?x?xf32> {
  %fz204_out = scf.execute_region -> tensor<?x?xf32> {
  %fz205_out = scf.execute_region -> tensor<?x?xf32> {
  %fz206_out = scf.execute_region -> tensor<?x?xf32> {
  %fz207_out = scf.execute_region -> tensor<?x?xf32> {
  %fz208_out = scf.execute_region -> tensor<?x?xf32> {
  %fz209_out = scf.execute_region -> tensor<?x?xf32> {
  %fz210_out = scf.execute_region -> tensor<?x?xf32> {
  %fz211_out = scf.execute_region -> tensor<?x?xf32> {
  %fz212_out = scf.execute_region -> tensor<?x?xf32> {
  %fz213_out = scf.execute_region -> tensor<?x?xf32> {
  %fz214_out = scf.execute_region -> tensor<?x?xf32> {
  %fz215_out = scf.execute_region -> tensor<?x?xf32> {
  %fz216_out = scf.execute_region -> tensor<?x?xf32> {
  %fz217_out = scf.execute_region -> tensor<?x?xf32> {
  %fz218_out = scf.execute_region -> tensor<?x?xf32> {
  %fz219_out = scf.execute_region -> tensor<?x?xf32> {
  %fz220_out = scf.execute_region -> tensor<?x?xf32> {
  %fz221_out = scf.execute_region -> tensor<?x?xf32> {
  %fz222_out = scf.execute_region -> tensor<?x?xf32> {
  %fz223_out = scf.execute_region -> tensor<?x?xf32> {
  %fz224_out = scf.execute_region -> tensor<?x?xf32> {
  %fz225_out = scf.execute_region -> tensor<?x?xf32> {
  %fz226_out = scf.execute_region -> tensor<?x?xf32> {
  %fz227_out = scf.execute_region -> tensor<?x?xf32> {
  %fz228_out = scf.execute_region -> tensor<?x?xf32> {
  %fz229_out = scf.execute_region -> tensor<?x?xf32> {
  %fz230_out = scf.execute_region -> tensor<?x?xf32> {
  %fz231_out = scf.execute_region -> tensor<?x?xf32> {
  %fz232_out = scf.execute_region -> tensor<?x?xf32> {
  %fz233_out = scf.execute_region -> tensor<?x?xf32> {
  %fz234_out = scf.execute_region -> tensor<?x?xf32> {
  %fz235_out = scf.execute_region -> tensor<?x?xf32> {
  %fz236_out = scf.execute_region -> tensor<?x?xf32> {
  %fz237_out = scf.execute_region -> tensor<?x?xf32> {
  %fz238_out = scf.execute_region -> tensor<?x?xf32> {
  %fz239_out = scf.execute_region -> tensor<?x?xf32> {
  %fz240_out = scf.execute_region -> tensor<?x?xf32> {
  %fz241_out = scf.execute_region -> tensor<?x?xf32> {
  %fz242_out = scf.execute_region -> tensor<?x?xf32> {
  %fz243_out = scf.execute_region -> tensor<?x?xf32> {
  %fz244_out = scf.execute_region -> tensor<?x?xf32> {
  %fz245_out = scf.execute_region -> tensor<?x?xf32> {
  %fz246_out = scf.execute_region -> tensor<?x?xf32> {
  %fz247_out = scf.execute_region -> tensor<?x?xf32> {
  %fz248_out = scf.execute_region -> tensor<?x?xf32> {
  %fz249_out = scf.execute_region -> tensor<?x?xf32> {
  %fz250_out = scf.execute_region -> tensor<?x?xf32> {
  %fz251_out = scf.execute_region -> tensor<?x?xf32> {
  %fz252_out = scf.execute_region -> tensor<?x?xf32> {
  %fz253_out = scf.execute_region -> tensor<?x?xf32> {
  %fz254_out = scf.execute_region -> tensor<?x?xf32> {
  %fz255_out = scf.execute_region -> tensor<?x?xf32> {
  %fz256_out = scf.execute_region -> tensor<?x?xf32> {
  %fz257_out = scf.execute_region -> tensor<?x?xf32> {
  %fz258_out = scf.execute_region -> tensor<?x?xf32> {
  %fz259_out = scf.execute_region -> tensor<?x?xf32> {
  %fz260_out = scf.execute_region -> tensor<?x?xf32> {
  %fz261_out = scf.execute_region -> tensor<?x?xf32> {
  %fz262_out = scf.execute_region -> tensor<?x?xf32> {
  %fz263_out = scf.execute_region -> tensor<?x?xf32> {
  %fz264_out = scf.execute_region -> tensor<?x?xf32> {
  %fz265_out = scf.execute_region -> tensor<?x?xf32> {
  %fz266_out = scf.execute_region -> tensor<?x?xf32> {
  %fz267_out = scf.execute_region -> tensor<?x?xf32> {
  %fz268_out = scf.execute_region -> tensor<?x?xf32> {
  %fz269_out = scf.execute_region -> tensor<?x?xf32> {
  %fz270_out = scf.execute_region -> tensor<?x?xf32> {
  %fz271_out = scf.execute_region -> tensor<?x?xf32> {
  %fz272_out = scf.execute_region -> tensor<?x?xf32> {
  %fz273_out = scf.execute_region -> tensor<?x?xf32> {
  %fz274_out = scf.execute_region -> tensor<?x?xf32> {
  %fz275_out = scf.execute_region -> tensor<?x?xf32> {
  %fz276_out = scf.execute_region -> tensor<?x?xf32> {
  %fz277_out = scf.execute_region -> tensor<?x?xf32> {
  %fz278_out = scf.execute_region -> tensor<?x?xf32> {
  %fz279_out = scf.execute_region -> tensor<?x?xf32> {
  %fz280_out = scf.execute_region -> tensor<?x?xf32> {
  %fz281_out = scf.execute_region -> tensor<?x?xf32> {
  %fz282_out = scf.execute_region -> tensor<?x?xf32> {
  %fz283_out = scf.execute_region -> tensor<?x?xf32> {
  %fz284_out = scf.execute_region -> tensor<?x?xf32> {
  %fz285_out = scf.execute_region -> tensor<?x?xf32> {
  %fz286_out = scf.execute_region -> tensor<?x?xf32> {
  %fz287_out = scf.execute_region -> tensor<?x?xf32> {
  %fz288_out = scf.execute_region -> tensor<?x?xf32> {
  %fz289_out = scf.execute_region -> tensor<?x?xf32> {
  %fz290_out = scf.execute_region -> tensor<?x?xf32> {
  %fz291_out = scf.execute_region -> tensor<?x?xf32> {
  %fz292_out = scf.execute_region -> tensor<?x?xf32> {
  %fz293_out = scf.execute_region -> tensor<?x?xf32> {
  %fz294_out = scf.execute_region -> tensor<?x?xf32> {
  %fz295_out = scf.execute_region -> tensor<?x?xf32> {
  %fz296_out = scf.execute_region -> tensor<?x?xf32> {
  %fz297_out = scf.execute_region -> tensor<?x?xf32> {
  %fz298_out = scf.execute_region -> tensor<?x?xf32> {
  %fz299_out = scf.execute_region -> tensor<?x?xf32> {
  %fz300_out = scf.execute_region -> tensor<?x?xf32> {
  %fz301_out = scf.execute_region -> tensor<?x?xf32> {
  %fz302_out = scf.execute_region -> tensor<?x?xf32> {
  %fz303_out = scf.execute_region -> tensor<?x?xf32> {
  %fz304_out = scf.execute_region -> tensor<?x?xf32> {
  %fz305_out = scf.execute_region -> tensor<?x?xf32> {
  %fz306_out = scf.execute_region -> tensor<?x?xf32> {
  %fz307_out = scf.execute_region -> tensor<?x?xf32> {
  %fz308_out = scf.execute_region -> tensor<?x?xf32> {
  %fz309_out = scf.execute_region -> tensor<?x?xf32> {
  %fz310_out = scf.execute_region -> tensor<?x?xf32> {
  %fz311_out = scf.execute_region -> tensor<?x?xf32> {
  %fz312_out = scf.execute_region -> tensor<?x?xf32> {
  %fz313_out = scf.execute_region -> tensor<?x?xf32> {
  %fz314_out = scf.execute_region -> tensor<?x?xf32> {
  %fz315_out = scf.execute_region -> tensor<?x?xf32> {
  %fz316_out = scf.execute_region -> tensor<?x?xf32> {
  %fz317_out = scf.execute_region -> tensor<?x?xf32> {
  %fz318_out = scf.execute_region -> tensor<?x?xf32> {
  %fz319_out = scf.execute_region -> tensor<?x?xf32> {
  %fz320_out = scf.execute_region -> tensor<?x?xf32> {
  %fz321_out = scf.execute_region -> tensor<?x?xf32> {
  %fz322_out = scf.execute_region -> tensor<?x?xf32> {
  %fz323_out = scf.execute_region -> tensor<?x?xf32> {
  %fz324_out = scf.execute_region -> tensor<?x?xf32> {
  %fz325_out = scf.execute_region -> tensor<?x?xf32> {
  %fz326_out = scf.execute_region -> tensor<?x?xf32> {
  %fz327_out = scf.execute_region -> tensor<?x?xf32> {
  %fz328_out = scf.execute_region -> tensor<?x?xf32> {
  %fz329_out = scf.execute_region -> tensor<?x?xf32> {
  %fz330_out = scf.execute_region -> tensor<?x?xf32> {
  %fz331_out = scf.execute_region -> tensor<?x?xf32> {
  %fz332_out = scf.execute_region -> tensor<?x?xf32> {
  %fz333_out = scf.execute_region -> tensor<?x?xf32> {
  %fz334_out = scf.execute_region -> tensor<?x?xf32> {
  %fz335_out = scf.execute_region -> tensor<?x?xf32> {
  %fz336_out = scf.execute_region -> tensor<?x?xf32> {
  %fz337_out = scf.execute_region -> tensor<?x?xf32> {
  %fz338_out = scf.execute_region -> tensor<?x?xf32> {
  %fz339_out = scf.execute_region -> tensor<?x?xf32> {
  %fz340_out = scf.execute_region -> tensor<?x?xf32> {
  %fz341_out = scf.execute_region -> tensor<?x?xf32> {
  %fz342_out = scf.execute_region -> tensor<?x?xf32> {
  %fz343_out = scf.execute_region -> tensor<?x?xf32> {
  %fz344_out = scf.execute_region -> tensor<?x?xf32> {
  %fz345_out = scf.execute_region -> tensor<?x?xf32> {
  %fz346_out = scf.execute_region -> tensor<?x?xf32> {
  %fz347_out = scf.execute_region -> tensor<?x?xf32> {
  %fz348_out = scf.execute_region -> tensor<?x?xf32> {
  %fz349_out = scf.execute_region -> tensor<?x?xf32> {
  %fz350_out = scf.execute_region -> tensor<?x?xf32> {
  %fz351_out = scf.execute_region -> tensor<?x?xf32> {
  %fz352_out = scf.execute_region -> tensor<?x?xf32> {
  %fz353_out = scf.execute_region -> tensor<?x?xf32> {
  %fz354_out = scf.execute_region -> tensor<?x?xf32> {
  %fz355_out = scf.execute_region -> tensor<?x?xf32> {
  %fz356_out = scf.execute_region -> tensor<?x?xf32> {
  %fz357_out = scf.execute_region -> tensor<?x?xf32> {
  %fz358_out = scf.execute_region -> tensor<?x?xf32> {
  %fz359_out = scf.execute_region -> tensor<?x?xf32> {
  %fz360_out = scf.execute_region -> tensor<?x?xf32> {
  %fz361_out = scf.execute_region -> tensor<?x?xf32> {
  %fz362_out = scf.execute_region -> tensor<?x?xf32> {
  %fz363_out = scf.execute_region -> tensor<?x?xf32> {
  %fz364_out = scf.execute_region -> tensor<?x?xf32> {
  %fz365_out = scf.execute_region -> tensor<?x?xf32> {
  %fz366_out = scf.execute_region -> tensor<?x?xf32> {
  %fz367_out = scf.execute_region -> tensor<?x?xf32> {
  %fz368_out = scf.execute_region -> tensor<?x?xf32> {
  %fz369_out = scf.execute_region -> tensor<?x?xf32> {
  %fz370_out = scf.execute_region -> tensor<?x?xf32> {
  %fz371_out = scf.execute_region -> tensor<?x?xf32> {
  %fz372_out = scf.execute_region -> tensor<?x?xf32> {
  %fz373_out = scf.execute_region -> tensor<?x?xf32> {
  %fz374_out = scf.execute_region -> tensor<?x?xf32> {
  %fz375_out = scf.execute_region -> tensor<?x?xf32> {
  %fz376_out = scf.execute_region -> tensor<?x?xf32> {
  %fz377_out = scf.execute_region -> tensor<?x?xf32> {
  %fz378_out = scf.execute_region -> tensor<?x?xf32> {
  %fz379_out = scf.execute_region -> tensor<?x?xf32> {
  %fz380_out = scf.execute_region -> tensor<?x?xf32> {
  %fz381_out = scf.execute_region -> tensor<?x?xf32> {
  %fz382_out = scf.execute_region -> tensor<?x?xf32> {
  %fz383_out = scf.execute_region -> tensor<?x?xf32> {
  %fz384_out = scf.execute_region -> tensor<?x?xf32> {
  %fz385_out = scf.execute_region -> tensor<?x?xf32> {
  %fz386_out = scf.execute_region -> tensor<?x?xf32> {
  %fz387_out = scf.execute_region -> tensor<?x?xf32> {
  %fz388_out = scf.execute_region -> tensor<?x?xf32> {
  %fz389_out = scf.execute_region -> tensor<?x?xf32> {
  %fz390_out = scf.execute_region -> tensor<?x?xf32> {
  %fz391_out = scf.execute_region -> tensor<?x?xf32> {
  %fz392_out = scf.execute_region -> tensor<?x?xf32> {
  %fz393_out = scf.execute_region -> tensor<?x?xf32> {
  %fz394_out = scf.execute_region -> tensor<?x?xf32> {
  %fz395_out = scf.execute_region -> tensor<?x?xf32> {
  %fz396_out = scf.execute_region -> tensor<?x?xf32> {
  %fz397_out = scf.execute_region -> tensor<?x?xf32> {
  %fz398_out = scf.execute_region -> tensor<?x?xf32> {
  %fz399_out = scf.execute_region -> tensor<?x?xf32> {
  %fz400_out = scf.execute_region -> tensor<?x?xf32> {
  %fz401_out = scf.execute_region -> tensor<?x?xf32> {
  %fz402_out = scf.execute_region -> tensor<?x?xf32> {
  %fz403_out = scf.execute_region -> tensor<?x?xf32> {
  %fz404_out = scf.execute_region -> tensor<?x?xf32> {
  %fz405_out = scf.execute_region -> tensor<?x?xf32> {
  %fz406_out = scf.execute_region -> tensor<?x?xf32> {
  %fz407_out = scf.execute_region -> tensor<?x?xf32> {
  %fz408_out = scf.execute_region -> tensor<?x?xf32> {
  %fz409_out = scf.execute_region -> tensor<?x?xf32> {
  %fz410_out = scf.execute_region -> tensor<?x?xf32> {
  %fz411_out = scf.execute_region -> tensor<?x?xf32> {
  %fz412_out = scf.execute_region -> tensor<?x?xf32> {
  %fz413_out = scf.execute_region -> tensor<?x?xf32> {
  %fz414_out = scf.execute_region -> tensor<?x?xf32> {
  %fz415_out = scf.execute_region -> tensor<?x?xf32> {
  %fz416_out = scf.execute_region -> tensor<?x?xf32> {
  %fz417_out = scf.execute_region -> tensor<?x?xf32> {
  %fz418_out = scf.execute_region -> tensor<?x?xf32> {
  %fz419_out = scf.execute_region -> tensor<?x?xf32> {
  %fz420_out = scf.execute_region -> tensor<?x?xf32> {
  %fz421_out = scf.execute_region -> tensor<?x?xf32> {
  %fz422_out = scf.execute_region -> tensor<?x?xf32> {
  %fz423_out = scf.execute_region -> tensor<?x?xf32> {
  %fz424_out = scf.execute_region -> tensor<?x?xf32> {
  %fz425_out = scf.execute_region -> tensor<?x?xf32> {
  %fz426_out = scf.execute_region -> tensor<?x?xf32> {
  %fz427_out = scf.execute_region -> tensor<?x?xf32> {
  %fz428_out = scf.execute_region -> tensor<?x?xf32> {
  %fz429_out = scf.execute_region -> tensor<?x?xf32> {
  %fz430_out = scf.execute_region -> tensor<?x?xf32> {
  %fz431_out = scf.execute_region -> tensor<?x?xf32> {
  %fz432_out = scf.execute_region -> tensor<?x?xf32> {
  %fz433_out = scf.execute_region -> tensor<?x?xf32> {
  %fz434_out = scf.execute_region -> tensor<?x?xf32> {
  %fz435_out = scf.execute_region -> tensor<?x?xf32> {
  %fz436_out = scf.execute_region -> tensor<?x?xf32> {
  %fz437_out = scf.execute_region -> tensor<?x?xf32> {
  %fz438_out = scf.execute_region -> tensor<?x?xf32> {
  %fz439_out = scf.execute_region -> tensor<?x?xf32> {
  %fz440_out = scf.execute_region -> tensor<?x?xf32> {
  %fz441_out = scf.execute_region -> tensor<?x?xf32> {
  %fz442_out = scf.execute_region -> tensor<?x?xf32> {
  %fz443_out = scf.execute_region -> tensor<?x?xf32> {
  %fz444_out = scf.execute_region -> tensor<?x?xf32> {
  %fz445_out = scf.execute_region -> tensor<?x?xf32> {
  %fz446_out = scf.execute_region -> tensor<?x?xf32> {
  %fz447_out = scf.execute_region -> tensor<?x?xf32> {
  %fz448_out = scf.execute_region -> tensor<?x?xf32> {
  %fz449_out = scf.execute_region -> tensor<?x?xf32> {
  %fz450_out = scf.execute_region -> tensor<?x?xf32> {
  %fz451_out = scf.execute_region -> tensor<?x?xf32> {
  %fz452_out = scf.execute_region -> tensor<?x?xf32> {
  %fz453_out = scf.execute_region -> tensor<?x?xf32> {
  %fz454_out = scf.execute_region -> tensor<?x?xf32> {
  %fz455_out = scf.execute_region -> tensor<?x?xf32> {
  %fz456_out = scf.execute_region -> tensor<?x?xf32> {
  %fz457_out = scf.execute_region -> tensor<?x?xf32> {
  %fz458_out = scf.execute_region -> tensor<?x?xf32> {
  %fz459_out = scf.execute_region -> tensor<?x?xf32> {
  %fz460_out = scf.execute_region -> tensor<?x?xf32> {
  %fz461_out = scf.execute_region -> tensor<?x?xf32> {
  %fz462_out = scf.execute_region -> tensor<?x?xf32> {
  %fz463_out = scf.execute_region -> tensor<?x?xf32> {
  %fz464_out = scf.execute_region -> tensor<?x?xf32> {
  %fz465_out = scf.execute_region -> tensor<?x?xf32> {
  %fz466_out = scf.execute_region -> tensor<?x?xf32> {
  %fz467_out = scf.execute_region -> tensor<?x?xf32> {
  %fz468_out = scf.execute_region -> tensor<?x?xf32> {
  %fz469_out = scf.execute_region -> tensor<?x?xf32> {
  %fz470_out = scf.execute_region -> tensor<?x?xf32> {
  %fz471_out = scf.execute_region -> tensor<?x?xf32> {
  %fz472_out = scf.execute_region -> tensor<?x?xf32> {
  %fz473_out = scf.execute_region -> tensor<?x?xf32> {
  %fz474_out = scf.execute_region -> tensor<?x?xf32> {
  %fz475_out = scf.execute_region -> tensor<?x?xf32> {
  %fz476_out = scf.execute_region -> tensor<?x?xf32> {
  %fz477_out = scf.execute_region -> tensor<?x?xf32> {
  %fz478_out = scf.execute_region -> tensor<?x?xf32> {
  %fz479_out = scf.execute_region -> tensor<?x?xf32> {
  %fz480_out = scf.execute_region -> tensor<?x?xf32> {
  %fz481_out = scf.execute_region -> tensor<?x?xf32> {
  %fz482_out = scf.execute_region -> tensor<?x?xf32> {
  %fz483_out = scf.execute_region -> tensor<?x?xf32> {
  %fz484_out = scf.execute_region -> tensor<?x?xf32> {
  %fz485_out = scf.execute_region -> tensor<?x?xf32> {
  %fz486_out = scf.execute_region -> tensor<?x?xf32> {
  %fz487_out = scf.execute_region -> tensor<?x?xf32> {
  %fz488_out = scf.execute_region -> tensor<?x?xf32> {
  %fz489_out = scf.execute_region -> tensor<?x?xf32> {
  %fz490_out = scf.execute_region -> tensor<?x?xf32> {
  %fz491_out = scf.execute_region -> tensor<?x?xf32> {
  %fz492_out = scf.execute_region -> tensor<?x?xf32> {
  %fz493_out = scf.execute_region -> tensor<?x?xf32> {
  %fz494_out = scf.execute_region -> tensor<?x?xf32> {
  %fz495_out = scf.execute_region -> tensor<?x?xf32> {
  %fz496_out = scf.execute_region -> tensor<?x?xf32> {
  %fz497_out = scf.execute_region -> tensor<?x?xf32> {
  %fz498_out = scf.execute_region -> tensor<?x?xf32> {
  %fz499_out = scf.execute_region -> tensor<?x?xf32> {
  %fz500_out = scf.execute_region -> tensor<?x?xf32> {
  %fz501_out = scf.execute_region -> tensor<?x?xf32> {
  %fz502_out = scf.execute_region -> tensor<?x?xf32> {
  %fz503_out = scf.execute_region -> tensor<?x?xf32> {
  %fz504_out = scf.execute_region -> tensor<?x?xf32> {
  %fz505_out = scf.execute_region -> tensor<?x?xf32> {
  %fz506_out = scf.execute_region -> tensor<?x?xf32> {
  %fz507_out = scf.execute_region -> tensor<?x?xf32> {
  %fz508_out = scf.execute_region -> tensor<?x?xf32> {
  %fz509_out = scf.execute_region -> tensor<?x?xf32> {
  %fz510_out = scf.execute_region -> tensor<?x?xf32> {
  %fz511_out = scf.execute_region -> tensor<?x?xf32> {
  %fz512_out = scf.execute_region -> tensor<?x?xf32> {
  %fz513_out = scf.execute_region -> tensor<?x?xf32> {
  %fz514_out = scf.execute_region -> tensor<?x?xf32> {
  %fz515_out = scf.execute_region -> tensor<?x?xf32> {
  %fz516_out = scf.execute_region -> tensor<?x?xf32> {
  %fz517_out = scf.execute_region -> tensor<?x?xf32> {
  %fz518_out = scf.execute_region -> tensor<?x?xf32> {
  %fz519_out = scf.execute_region -> tensor<?x?xf32> {
  %fz520_out = scf.execute_region -> tensor<?x?xf32> {
  %fz521_out = scf.execute_region -> tensor<?x?xf32> {
  %fz522_out = scf.execute_region -> tensor<?x?xf32> {
  %fz523_out = scf.execute_region -> tensor<?x?xf32> {
  %fz524_out = scf.execute_region -> tensor<?x?xf32> {
  %fz525_out = scf.execute_region -> tensor<?x?xf32> {
  %fz526_out = scf.execute_region -> tensor<?x?xf32> {
  %fz527_out = scf.execute_region -> tensor<?x?xf32> {
  %fz528_out = scf.execute_region -> tensor<?x?xf32> {
  %fz529_out = scf.execute_region -> tensor<?x?xf32> {
  %fz530_out = scf.execute_region -> tensor<?x?xf32> {
  %fz531_out = scf.execute_region -> tensor<?x?xf32> {
  %fz532_out = scf.execute_region -> tensor<?x?xf32> {
  %fz533_out = scf.execute_region -> tensor<?x?xf32> {
  %fz534_out = scf.execute_region -> tensor<?x?xf32> {
  %fz535_out = scf.execute_region -> tensor<?x?xf32> {
  %fz536_out = scf.execute_region -> tensor<?x?xf32> {
  %fz537_out = scf.execute_region -> tensor<?x?xf32> {
  %fz538_out = scf.execute_region -> tensor<?x?xf32> {
  %fz539_out = scf.execute_region -> tensor<?x?xf32> {
  %fz540_out = scf.execute_region -> tensor<?x?xf32> {
  %fz541_out = scf.execute_region -> tensor<?x?xf32> {
  %fz542_out = scf.execute_region -> tensor<?x?xf32> {
  %fz543_out = scf.execute_region -> tensor<?x?xf32> {
  %fz544_out = scf.execute_region -> tensor<?x?xf32> {
  %fz545_out = scf.execute_region -> tensor<?x?xf32> {
  %fz546_out = scf.execute_region -> tensor<?x?xf32> {
  %fz547_out = scf.execute_region -> tensor<?x?xf32> {
  %fz548_out = scf.execute_region -> tensor<?x?xf32> {
  %fz549_out = scf.execute_region -> tensor<?x?xf32> {
  %fz550_out = scf.execute_region -> tensor<?x?xf32> {
  %fz551_out = scf.execute_region -> tensor<?x?xf32> {
  %fz552_out = scf.execute_region -> tensor<?x?xf32> {
  %fz553_out = scf.execute_region -> tensor<?x?xf32> {
  %fz554_out = scf.execute_region -> tensor<?x?xf32> {
  %fz555_out = scf.execute_region -> tensor<?x?xf32> {
  %fz556_out = scf.execute_region -> tensor<?x?xf32> {
  %fz557_out = scf.execute_region -> tensor<?x?xf32> {
  %fz558_out = scf.execute_region -> tensor<?x?xf32> {
  %fz559_out = scf.execute_region -> tensor<?x?xf32> {
  %fz560_out = scf.execute_region -> tensor<?x?xf32> {
  %fz561_out = scf.execute_region -> tensor<?x?xf32> {
  %fz562_out = scf.execute_region -> tensor<?x?xf32> {
  %fz563_out = scf.execute_region -> tensor<?x?xf32> {
  %fz564_out = scf.execute_region -> tensor<?x?xf32> {
  %fz565_out = scf.execute_region -> tensor<?x?xf32> {
  %fz566_out = scf.execute_region -> tensor<?x?xf32> {
  %fz567_out = scf.execute_region -> tensor<?x?xf32> {
  %fz568_out = scf.execute_region -> tensor<?x?xf32> {
  %fz569_out = scf.execute_region -> tensor<?x?xf32> {
  %fz570_out = scf.execute_region -> tensor<?x?xf32> {
  %fz571_out = scf.execute_region -> tensor<?x?xf32> {
  %fz572_out = scf.execute_region -> tensor<?x?xf32> {
  %fz573_out = scf.execute_region -> tensor<?x?xf32> {
  %fz574_out = scf.execute_region -> tensor<?x?xf32> {
  %fz575_out = scf.execute_region -> tensor<?x?xf32> {
  %fz576_out = scf.execute_region -> tensor<?x?xf32> {
  %fz577_out = scf.execute_region -> tensor<?x?xf32> {
  %fz578_out = scf.execute_region -> tensor<?x?xf32> {
  %fz579_out = scf.execute_region -> tensor<?x?xf32> {
  %fz580_out = scf.execute_region -> tensor<?x?xf32> {
  %fz581_out = scf.execute_region -> tensor<?x?xf32> {
  %fz582_out = scf.execute_region -> tensor<?x?xf32> {
  %fz583_out = scf.execute_region -> tensor<?x?xf32> {
  %fz584_out = scf.execute_region -> tensor<?x?xf32> {
  %fz585_out = scf.execute_region -> tensor<?x?xf32> {
  %fz586_out = scf.execute_region -> tensor<?x?xf32> {
  %fz587_out = scf.execute_region -> tensor<?x?xf32> {
  %fz588_out = scf.execute_region -> tensor<?x?xf32> {
  %fz589_out = scf.execute_region -> tensor<?x?xf32> {
  %fz590_out = scf.execute_region -> tensor<?x?xf32> {
  %fz591_out = scf.execute_region -> tensor<?x?xf32> {
  %fz592_out = scf.execute_region -> tensor<?x?xf32> {
  %fz593_out = scf.execute_region -> tensor<?x?xf32> {
  %fz594_out = scf.execute_region -> tensor<?x?xf32> {
  %fz595_out = scf.execute_region -> tensor<?x?xf32> {
  %fz596_out = scf.execute_region -> tensor<?x?xf32> {
  %fz597_out = scf.execute_region -> tensor<?x?xf32> {
  %fz598_out = scf.execute_region -> tensor<?x?xf32> {
  %fz599_out = scf.execute_region -> tensor<?x?xf32> {
  %fz600_out = scf.execute_region -> tensor<?x?xf32> {
  %fz601_out = scf.execute_region -> tensor<?x?xf32> {
  %fz602_out = scf.execute_region -> tensor<?x?xf32> {
  %fz603_out = scf.execute_region -> tensor<?x?xf32> {
  %fz604_out = scf.execute_region -> tensor<?x?xf32> {
  %fz605_out = scf.execute_region -> tensor<?x?xf32> {
  %fz606_out = scf.execute_region -> tensor<?x?xf32> {
  %fz607_out = scf.execute_region -> tensor<?x?xf32> {
  %fz608_out = scf.execute_region -> tensor<?x?xf32> {
  %fz609_out = scf.execute_region -> tensor<?x?xf32> {
  %fz610_out = scf.execute_region -> tensor<?x?xf32> {
  %fz611_out = scf.execute_region -> tensor<?x?xf32> {
  %fz612_out = scf.execute_region -> tensor<?x?xf32> {
  %fz613_out = scf.execute_region -> tensor<?x?xf32> {
  %fz614_out = scf.execute_region -> tensor<?x?xf32> {
  %fz615_out = scf.execute_region -> tensor<?x?xf32> {
  %fz616_out = scf.execute_region -> tensor<?x?xf32> {
  %fz617_out = scf.execute_region -> tensor<?x?xf32> {
  %fz618_out = scf.execute_region -> tensor<?x?xf32> {
  %fz619_out = scf.execute_region -> tensor<?x?xf32> {
  %fz620_out = scf.execute_region -> tensor<?x?xf32> {
  %fz621_out = scf.execute_region -> tensor<?x?xf32> {
  %fz622_out = scf.execute_region -> tensor<?x?xf32> {
  %fz623_out = scf.execute_region -> tensor<?x?xf32> {
  %fz624_out = scf.execute_region -> tensor<?x?xf32> {
  %fz625_out = scf.execute_region -> tensor<?x?xf32> {
  %fz626_out = scf.execute_region -> tensor<?x?xf32> {
  %fz627_out = scf.execute_region -> tensor<?x?xf32> {
  %fz628_out = scf.execute_region -> tensor<?x?xf32> {
  %fz629_out = scf.execute_region -> tensor<?x?xf32> {
  %fz630_out = scf.execute_region -> tensor<?x?xf32> {
  %fz631_out = scf.execute_region -> tensor<?x?xf32> {
  %fz632_out = scf.execute_region -> tensor<?x?xf32> {
  %fz633_out = scf.execute_region -> tensor<?x?xf32> {
  %fz634_out = scf.execute_region -> tensor<?x?xf32> {
  %fz635_out = scf.execute_region -> tensor<?x?xf32> {
  %fz636_out = scf.execute_region -> tensor<?x?xf32> {
  %fz637_out = scf.execute_region -> tensor<?x?xf32> {
  %fz638_out = scf.execute_region -> tensor<?x?xf32> {
  %fz639_out = scf.execute_region -> tensor<?x?xf32> {
  %fz640_out = scf.execute_region -> tensor<?x?xf32> {
  %fz641_out = scf.execute_region -> tensor<?x?xf32> {
  %fz642_out = scf.execute_region -> tensor<?x?xf32> {
  %fz643_out = scf.execute_region -> tensor<?x?xf32> {
  %fz644_out = scf.execute_region -> tensor<?x?xf32> {
  %fz645_out = scf.execute_region -> tensor<?x?xf32> {
  %fz646_out = scf.execute_region -> tensor<?x?xf32> {
  %fz647_out = scf.execute_region -> tensor<?x?xf32> {
  %fz648_out = scf.execute_region -> tensor<?x?xf32> {
  %fz649_out = scf.execute_region -> tensor<?x?xf32> {
  %fz650_out = scf.execute_region -> tensor<?x?xf32> {
  %fz651_out = scf.execute_region -> tensor<?x?xf32> {
  %fz652_out = scf.execute_region -> tensor<?x?xf32> {
  %fz653_out = scf.execute_region -> tensor<?x?xf32> {
  %fz654_out = scf.execute_region -> tensor<?x?xf32> {
  %fz655_out = scf.execute_region -> tensor<?x?xf32> {
  %fz656_out = scf.execute_region -> tensor<?x?xf32> {
  %fz657_out = scf.execute_region -> tensor<?x?xf32> {
  %fz658_out = scf.execute_region -> tensor<?x?xf32> {
  %fz659_out = scf.execute_region -> tensor<?x?xf32> {
  %fz660_out = scf.execute_region -> tensor<?x?xf32> {
  %fz661_out = scf.execute_region -> tensor<?x?xf32> {
  %fz662_out = scf.execute_region -> tensor<?x?xf32> {
  %fz663_out = scf.execute_region -> tensor<?x?xf32> {
  %fz664_out = scf.execute_region -> tensor<?x?xf32> {
  %fz665_out = scf.execute_region -> tensor<?x?xf32> {
  %fz666_out = scf.execute_region -> tensor<?x?xf32> {
  %fz667_out = scf.execute_region -> tensor<?x?xf32> {
  %fz668_out = scf.execute_region -> tensor<?x?xf32> {
  %fz669_out = scf.execute_region -> tensor<?x?xf32> {
  %fz670_out = scf.execute_region -> tensor<?x?xf32> {
  %fz671_out = scf.execute_region -> tensor<?x?xf32> {
  %fz672_out = scf.execute_region -> tensor<?x?xf32> {
  %fz673_out = scf.execute_region -> tensor<?x?xf32> {
  %fz674_out = scf.execute_region -> tensor<?x?xf32> {
  %fz675_out = scf.execute_region -> tensor<?x?xf32> {
  %fz676_out = scf.execute_region -> tensor<?x?xf32> {
  %fz677_out = scf.execute_region -> tensor<?x?xf32> {
  %fz678_out = scf.execute_region -> tensor<?x?xf32> {
  %fz679_out = scf.execute_region -> tensor<?x?xf32> {
  %fz680_out = scf.execute_region -> tensor<?x?xf32> {
  %fz681_out = scf.execute_region -> tensor<?x?xf32> {
  %fz682_out = scf.execute_region -> tensor<?x?xf32> {
  %fz683_out = scf.execute_region -> tensor<?x?xf32> {
  %fz684_out = scf.execute_region -> tensor<?x?xf32> {
  %fz685_out = scf.execute_region -> tensor<?x?xf32> {
  %fz686_out = scf.execute_region -> tensor<?x?xf32> {
  %fz687_out = scf.execute_region -> tensor<?x?xf32> {
  %fz688_out = scf.execute_region -> tensor<?x?xf32> {
  %fz689_out = scf.execute_region -> tensor<?x?xf32> {
  %fz690_out = scf.execute_region -> tensor<?x?xf32> {
  %fz691_out = scf.execute_region -> tensor<?x?xf32> {
  %fz692_out = scf.execute_region -> tensor<?x?xf32> {
  %fz693_out = scf.execute_region -> tensor<?x?xf32> {
  %fz694_out = scf.execute_region -> tensor<?x?xf32> {
  %fz695_out = scf.execute_region -> tensor<?x?xf32> {
  %fz696_out = scf.execute_region -> tensor<?x?xf32> {
  %fz697_out = scf.execute_region -> tensor<?x?xf32> {
  %fz698_out = scf.execute_region -> tensor<?x?xf32> {
  %fz699_out = scf.execute_region -> tensor<?x?xf32> {
  %fz700_out = scf.execute_region -> tensor<?x?xf32> {
  %fz701_out = scf.execute_region -> tensor<?x?xf32> {
  %fz702_out = scf.execute_region -> tensor<?x?xf32> {
  %fz703_out = scf.execute_region -> tensor<?x?xf32> {
  %fz704_out = scf.execute_region -> tensor<?x?xf32> {
  %fz705_out = scf.execute_region -> tensor<?x?xf32> {
  %fz706_out = scf.execute_region -> tensor<?x?xf32> {
  %fz707_out = scf.execute_region -> tensor<?x?xf32> {
  %fz708_out = scf.execute_region -> tensor<?x?xf32> {
  %fz709_out = scf.execute_region -> tensor<?x?xf32> {
  %fz710_out = scf.execute_region -> tensor<?x?xf32> {
  %fz711_out = scf.execute_region -> tensor<?x?xf32> {
  %fz712_out = scf.execute_region -> tensor<?x?xf32> {
  %fz713_out = scf.execute_region -> tensor<?x?xf32> {
  %fz714_out = scf.execute_region -> tensor<?x?xf32> {
  %fz715_out = scf.execute_region -> tensor<?x?xf32> {
  %fz716_out = scf.execute_region -> tensor<?x?xf32> {
  %fz717_out = scf.execute_region -> tensor<?x?xf32> {
  %fz718_out = scf.execute_region -> tensor<?x?xf32> {
  %fz719_out = scf.execute_region -> tensor<?x?xf32> {
  %fz720_out = scf.execute_region -> tensor<?x?xf32> {
  %fz721_out = scf.execute_region -> tensor<?x?xf32> {
  %fz722_out = scf.execute_region -> tensor<?x?xf32> {
  %fz723_out = scf.execute_region -> tensor<?x?xf32> {
  %fz724_out = scf.execute_region -> tensor<?x?xf32> {
  %fz725_out = scf.execute_region -> tensor<?x?xf32> {
  %fz726_out = scf.execute_region -> tensor<?x?xf32> {
  %fz727_out = scf.execute_region -> tensor<?x?xf32> {
  %fz728_out = scf.execute_region -> tensor<?x?xf32> {
  %fz729_out = scf.execute_region -> tensor<?x?xf32> {
  %fz730_out = scf.execute_region -> tensor<?x?xf32> {
  %fz731_out = scf.execute_region -> tensor<?x?xf32> {
  %fz732_out = scf.execute_region -> tensor<?x?xf32> {
  %fz733_out = scf.execute_region -> tensor<?x?xf32> {
  %fz734_out = scf.execute_region -> tensor<?x?xf32> {
  %fz735_out = scf.execute_region -> tensor<?x?xf32> {
  %fz736_out = scf.execute_region -> tensor<?x?xf32> {
  %fz737_out = scf.execute_region -> tensor<?x?xf32> {
  %fz738_out = scf.execute_region -> tensor<?x?xf32> {
  %fz739_out = scf.execute_region -> tensor<?x?xf32> {
  %fz740_out = scf.execute_region -> tensor<?x?xf32> {
  %fz741_out = scf.execute_region -> tensor<?x?xf32> {
  %fz742_out = scf.execute_region -> tensor<?x?xf32> {
  %fz743_out = scf.execute_region -> tensor<?x?xf32> {
  %fz744_out = scf.execute_region -> tensor<?x?xf32> {
  %fz745_out = scf.execute_region -> tensor<?x?xf32> {
  %fz746_out = scf.execute_region -> tensor<?x?xf32> {
  %fz747_out = scf.execute_region -> tensor<?x?xf32> {
  %fz748_out = scf.execute_region -> tensor<?x?xf32> {
  %fz749_out = scf.execute_region -> tensor<?x?xf32> {
  %fz750_out = scf.execute_region -> tensor<?x?xf32> {
  %fz751_out = scf.execute_region -> tensor<?x?xf32> {
  %fz752_out = scf.execute_region -> tensor<?x?xf32> {
  %fz753_out = scf.execute_region -> tensor<?x?xf32> {
  %fz754_out = scf.execute_region -> tensor<?x?xf32> {
  %fz755_out = scf.execute_region -> tensor<?x?xf32> {
  %fz756_out = scf.execute_region -> tensor<?x?xf32> {
  %fz757_out = scf.execute_region -> tensor<?x?xf32> {
  %fz758_out = scf.execute_region -> tensor<?x?xf32> {
  %fz759_out = scf.execute_region -> tensor<?x?xf32> {
  %fz760_out = scf.execute_region -> tensor<?x?xf32> {
  %fz761_out = scf.execute_region -> tensor<?x?xf32> {
  %fz762_out = scf.execute_region -> tensor<?x?xf32> {
  %fz763_out = scf.execute_region -> tensor<?x?xf32> {
  %fz764_out = scf.execute_region -> tensor<?x?xf32> {
  %fz765_out = scf.execute_region -> tensor<?x?xf32> {
  %fz766_out = scf.execute_region -> tensor<?x?xf32> {
  %fz767_out = scf.execute_region -> tensor<?x?xf32> {
  %fz768_out = scf.execute_region -> tensor<?x?xf32> {
  %fz769_out = scf.execute_region -> tensor<?x?xf32> {
  %fz770_out = scf.execute_region -> tensor<?x?xf32> {
  %fz771_out = scf.execute_region -> tensor<?x?xf32> {
  %fz772_out = scf.execute_region -> tensor<?x?xf32> {
  %fz773_out = scf.execute_region -> tensor<?x?xf32> {
  %fz774_out = scf.execute_region -> tensor<?x?xf32> {
  %fz775_out = scf.execute_region -> tensor<?x?xf32> {
  %fz776_out = scf.execute_region -> tensor<?x?xf32> {
  %fz777_out = scf.execute_region -> tensor<?x?xf32> {
  %fz778_out = scf.execute_region -> tensor<?x?xf32> {
  %fz779_out = scf.execute_region -> tensor<?x?xf32> {
  %fz780_out = scf.execute_region -> tensor<?x?xf32> {
  %fz781_out = scf.execute_region -> tensor<?x?xf32> {
  %fz782_out = scf.execute_region -> tensor<?x?xf32> {
  %fz783_out = scf.execute_region -> tensor<?x?xf32> {
  %fz784_out = scf.execute_region -> tensor<?x?xf32> {
  %fz785_out = scf.execute_region -> tensor<?x?xf32> {
  %fz786_out = scf.execute_region -> tensor<?x?xf32> {
  %fz787_out = scf.execute_region -> tensor<?x?xf32> {
  %fz788_out = scf.execute_region -> tensor<?x?xf32> {
  %fz789_out = scf.execute_region -> tensor<?x?xf32> {
  %fz790_out = scf.execute_region -> tensor<?x?xf32> {
  %fz791_out = scf.execute_region -> tensor<?x?xf32> {
  %fz792_out = scf.execute_region -> tensor<?x?xf32> {
  %fz793_out = scf.execute_region -> tensor<?x?xf32> {
  %fz794_out = scf.execute_region -> tensor<?x?xf32> {
  %fz795_out = scf.execute_region -> tensor<?x?xf32> {
  %fz796_out = scf.execute_region -> tensor<?x?xf32> {
  %fz797_out = scf.execute_region -> tensor<?x?xf32> {
  %fz798_out = scf.execute_region -> tensor<?x?xf32> {
  %fz799_out = scf.execute_region -> tensor<?x?xf32> {
  %fz800_out = scf.execute_region -> tensor<?x?xf32> {
  %fz801_out = scf.execute_region -> tensor<?x?xf32> {
  %fz802_out = scf.execute_region -> tensor<?x?xf32> {
  %fz803_out = scf.execute_region -> tensor<?x?xf32> {
  %fz804_out = scf.execute_region -> tensor<?x?xf32> {
  %fz805_out = scf.execute_region -> tensor<?x?xf32> {
  %fz806_out = scf.execute_region -> tensor<?x?xf32> {
  %fz807_out = scf.execute_region -> tensor<?x?xf32> {
  %fz808_out = scf.execute_region -> tensor<?x?xf32> {
  %fz809_out = scf.execute_region -> tensor<?x?xf32> {
  %fz810_out = scf.execute_region -> tensor<?x?xf32> {
  %fz811_out = scf.execute_region -> tensor<?x?xf32> {
  %fz812_out = scf.execute_region -> tensor<?x?xf32> {
  %fz813_out = scf.execute_region -> tensor<?x?xf32> {
  %fz814_out = scf.execute_region -> tensor<?x?xf32> {
  %fz815_out = scf.execute_region -> tensor<?x?xf32> {
  %fz816_out = scf.execute_region -> tensor<?x?xf32> {
  %fz817_out = scf.execute_region -> tensor<?x?xf32> {
  %fz818_out = scf.execute_region -> tensor<?x?xf32> {
  %fz819_out = scf.execute_region -> tensor<?x?xf32> {
  %fz820_out = scf.execute_region -> tensor<?x?xf32> {
  %fz821_out = scf.execute_region -> tensor<?x?xf32> {
  %fz822_out = scf.execute_region -> tensor<?x?xf32> {
  %fz823_out = scf.execute_region -> tensor<?x?xf32> {
  %fz824_out = scf.execute_region -> tensor<?x?xf32> {
  %fz825_out = scf.execute_region -> tensor<?x?xf32> {
  %fz826_out = scf.execute_region -> tensor<?x?xf32> {
  %fz827_out = scf.execute_region -> tensor<?x?xf32> {
  %fz828_out = scf.execute_region -> tensor<?x?xf32> {
  %fz829_out = scf.execute_region -> tensor<?x?xf32> {
  %fz830_out = scf.execute_region -> tensor<?x?xf32> {
  %fz831_out = scf.execute_region -> tensor<?x?xf32> {
  %fz832_out = scf.execute_region -> tensor<?x?xf32> {
  %fz833_out = scf.execute_region -> tensor<?x?xf32> {
  %fz834_out = scf.execute_region -> tensor<?x?xf32> {
  %fz835_out = scf.execute_region -> tensor<?x?xf32> {
  %fz836_out = scf.execute_region -> tensor<?x?xf32> {
  %fz837_out = scf.execute_region -> tensor<?x?xf32> {
  %fz838_out = scf.execute_region -> tensor<?x?xf32> {
  %fz839_out = scf.execute_region -> tensor<?x?xf32> {
  %fz840_out = scf.execute_region -> tensor<?x?xf32> {
  %fz841_out = scf.execute_region -> tensor<?x?xf32> {
  %fz842_out = scf.execute_region -> tensor<?x?xf32> {
  %fz843_out = scf.execute_region -> tensor<?x?xf32> {
  %fz844_out = scf.execute_region -> tensor<?x?xf32> {
  %fz845_out = scf.execute_region -> tensor<?x?xf32> {
  %fz846_out = scf.execute_region -> tensor<?x?xf32> {
  %fz847_out = scf.execute_region -> tensor<?x?xf32> {
  %fz848_out = scf.execute_region -> tensor<?x?xf32> {
  %fz849_out = scf.execute_region -> tensor<?x?xf32> {
  %fz850_out = scf.execute_region -> tensor<?x?xf32> {
  %fz851_out = scf.execute_region -> tensor<?x?xf32> {
  %fz852_out = scf.execute_region -> tensor<?x?xf32> {
  %fz853_out = scf.execute_region -> tensor<?x?xf32> {
  %fz854_out = scf.execute_region -> tensor<?x?xf32> {
  %fz855_out = scf.execute_region -> tensor<?x?xf32> {
  %fz856_out = scf.execute_region -> tensor<?x?xf32> {
  %fz857_out = scf.execute_region -> tensor<?x?xf32> {
  %fz858_out = scf.execute_region -> tensor<?x?xf32> {
  %fz859_out = scf.execute_region -> tensor<?x?xf32> {
  %fz860_out = scf.execute_region -> tensor<?x?xf32> {
  %fz861_out = scf.execute_region -> tensor<?x?xf32> {
  %fz862_out = scf.execute_region -> tensor<?x?xf32> {
  %fz863_out = scf.execute_region -> tensor<?x?xf32> {
  %fz864_out = scf.execute_region -> tensor<?x?xf32> {
  %fz865_out = scf.execute_region -> tensor<?x?xf32> {
  %fz866_out = scf.execute_region -> tensor<?x?xf32> {
  %fz867_out = scf.execute_region -> tensor<?x?xf32> {
  %fz868_out = scf.execute_region -> tensor<?x?xf32> {
  %fz869_out = scf.execute_region -> tensor<?x?xf32> {
  %fz870_out = scf.execute_region -> tensor<?x?xf32> {
  %fz871_out = scf.execute_region -> tensor<?x?xf32> {
  %fz872_out = scf.execute_region -> tensor<?x?xf32> {
  %fz873_out = scf.execute_region -> tensor<?x?xf32> {
  %fz874_out = scf.execute_region -> tensor<?x?xf32> {
  %fz875_out = scf.execute_region -> tensor<?x?xf32> {
  %fz876_out = scf.execute_region -> tensor<?x?xf32> {
  %fz877_out = scf.execute_region -> tensor<?x?xf32> {
  %fz878_out = scf.execute_region -> tensor<?x?xf32> {
  %fz879_out = scf.execute_region -> tensor<?x?xf32> {
  %fz880_out = scf.execute_region -> tensor<?x?xf32> {
  %fz881_out = scf.execute_region -> tensor<?x?xf32> {
  %fz882_out = scf.execute_region -> tensor<?x?xf32> {
  %fz883_out = scf.execute_region -> tensor<?x?xf32> {
  %fz884_out = scf.execute_region -> tensor<?x?xf32> {
  %fz885_out = scf.execute_region -> tensor<?x?xf32> {
  %fz886_out = scf.execute_region -> tensor<?x?xf32> {
  %fz887_out = scf.execute_region -> tensor<?x?xf32> {
  %fz888_out = scf.execute_region -> tensor<?x?xf32> {
  %fz889_out = scf.execute_region -> tensor<?x?xf32> {
  %fz890_out = scf.execute_region -> tensor<?x?xf32> {
  %fz891_out = scf.execute_region -> tensor<?x?xf32> {
  %fz892_out = scf.execute_region -> tensor<?x?xf32> {
  %fz893_out = scf.execute_region -> tensor<?x?xf32> {
  %fz894_out = scf.execute_region -> tensor<?x?xf32> {
  %fz895_out = scf.execute_region -> tensor<?x?xf32> {
  %fz896_out = scf.execute_region -> tensor<?x?xf32> {
  %fz897_out = scf.execute_region -> tensor<?x?xf32> {
  %fz898_out = scf.execute_region -> tensor<?x?xf32> {
  %fz899_out = scf.execute_region -> tensor<?x?xf32> {
  %fz900_out = scf.execute_region -> tensor<?x?xf32> {
  %fz901_out = scf.execute_region -> tensor<?x?xf32> {
  %fz902_out = scf.execute_region -> tensor<?x?xf32> {
  %fz903_out = scf.execute_region -> tensor<?x?xf32> {
  %fz904_out = scf.execute_region -> tensor<?x?xf32> {
  %fz905_out = scf.execute_region -> tensor<?x?xf32> {
  %fz906_out = scf.execute_region -> tensor<?x?xf32> {
  %fz907_out = scf.execute_region -> tensor<?x?xf32> {
  %fz908_out = scf.execute_region -> tensor<?x?xf32> {
  %fz909_out = scf.execute_region -> tensor<?x?xf32> {
  %fz910_out = scf.execute_region -> tensor<?x?xf32> {
  %fz911_out = scf.execute_region -> tensor<?x?xf32> {
  %fz912_out = scf.execute_region -> tensor<?x?xf32> {
  %fz913_out = scf.execute_region -> tensor<?x?xf32> {
  %fz914_out = scf.execute_region -> tensor<?x?xf32> {
  %fz915_out = scf.execute_region -> tensor<?x?xf32> {
  %fz916_out = scf.execute_region -> tensor<?x?xf32> {
  %fz917_out = scf.execute_region -> tensor<?x?xf32> {
  %fz918_out = scf.execute_region -> tensor<?x?xf32> {
  %fz919_out = scf.execute_region -> tensor<?x?xf32> {
  %fz920_out = scf.execute_region -> tensor<?x?xf32> {
  %fz921_out = scf.execute_region -> tensor<?x?xf32> {
  %fz922_out = scf.execute_region -> tensor<?x?xf32> {
  %fz923_out = scf.execute_region -> tensor<?x?xf32> {
  %fz924_out = scf.execute_region -> tensor<?x?xf32> {
  %fz925_out = scf.execute_region -> tensor<?x?xf32> {
  %fz926_out = scf.execute_region -> tensor<?x?xf32> {
  %fz927_out = scf.execute_region -> tensor<?x?xf32> {
  %fz928_out = scf.execute_region -> tensor<?x?xf32> {
  %fz929_out = scf.execute_region -> tensor<?x?xf32> {
  %fz930_out = scf.execute_region -> tensor<?x?xf32> {
  %fz931_out = scf.execute_region -> tensor<?x?xf32> {
  %fz932_out = scf.execute_region -> tensor<?x?xf32> {
  %fz933_out = scf.execute_region -> tensor<?x?xf32> {
  %fz934_out = scf.execute_region -> tensor<?x?xf32> {
  %fz935_out = scf.execute_region -> tensor<?x?xf32> {
  %fz936_out = scf.execute_region -> tensor<?x?xf32> {
  %fz937_out = scf.execute_region -> tensor<?x?xf32> {
  %fz938_out = scf.execute_region -> tensor<?x?xf32> {
  %fz939_out = scf.execute_region -> tensor<?x?xf32> {
  %fz940_out = scf.execute_region -> tensor<?x?xf32> {
  %fz941_out = scf.execute_region -> tensor<?x?xf32> {
  %fz942_out = scf.execute_region -> tensor<?x?xf32> {
  %fz943_out = scf.execute_region -> tensor<?x?xf32> {
  %fz944_out = scf.execute_region -> tensor<?x?xf32> {
  %fz945_out = scf.execute_region -> tensor<?x?xf32> {
  %fz946_out = scf.execute_region -> tensor<?x?xf32> {
  %fz947_out = scf.execute_region -> tensor<?x?xf32> {
  %fz948_out = scf.execute_region -> tensor<?x?xf32> {
  %fz949_out = scf.execute_region -> tensor<?x?xf32> {
  %fz950_out = scf.execute_region -> tensor<?x?xf32> {
  %fz951_out = scf.execute_region -> tensor<?x?xf32> {
  %fz952_out = scf.execute_region -> tensor<?x?xf32> {
  %fz953_out = scf.execute_region -> tensor<?x?xf32> {
  %fz954_out = scf.execute_region -> tensor<?x?xf32> {
  %fz955_out = scf.execute_region -> tensor<?x?xf32> {
  %fz956_out = scf.execute_region -> tensor<?x?xf32> {
  %fz957_out = scf.execute_region -> tensor<?x?xf32> {
  %fz958_out = scf.execute_region -> tensor<?x?xf32> {
  %fz959_out = scf.execute_region -> tensor<?x?xf32> {
  %fz960_out = scf.execute_region -> tensor<?x?xf32> {
  %fz961_out = scf.execute_region -> tensor<?x?xf32> {
  %fz962_out = scf.execute_region -> tensor<?x?xf32> {
  %fz963_out = scf.execute_region -> tensor<?x?xf32> {
  %fz964_out = scf.execute_region -> tensor<?x?xf32> {
  %fz965_out = scf.execute_region -> tensor<?x?xf32> {
  %fz966_out = scf.execute_region -> tensor<?x?xf32> {
  %fz967_out = scf.execute_region -> tensor<?x?xf32> {
  %fz968_out = scf.execute_region -> tensor<?x?xf32> {
  %fz969_out = scf.execute_region -> tensor<?x?xf32> {
  %fz970_out = scf.execute_region -> tensor<?x?xf32> {
  %fz971_out = scf.execute_region -> tensor<?x?xf32> {
  %fz972_out = scf.execute_region -> tensor<?x?xf32> {
  %fz973_out = scf.execute_region -> tensor<?x?xf32> {
  %fz974_out = scf.execute_region -> tensor<?x?xf32> {
  %fz975_out = scf.execute_region -> tensor<?x?xf32> {
  %fz976_out = scf.execute_region -> tensor<?x?xf32> {
  %fz977_out = scf.execute_region -> tensor<?x?xf32> {
  %fz978_out = scf.execute_region -> tensor<?x?xf32> {
  %fz979_out = scf.execute_region -> tensor<?x?xf32> {
  %fz980_out = scf.execute_region -> tensor<?x?xf32> {
  %fz981_out = scf.execute_region -> tensor<?x?xf32> {
  %fz982_out = scf.execute_region -> tensor<?x?xf32> {
  %fz983_out = scf.execute_region -> tensor<?x?xf32> {
  %fz984_out = scf.execute_region -> tensor<?x?xf32> {
  %fz985_out = scf.execute_region -> tensor<?x?xf32> {
  %fz986_out = scf.execute_region -> tensor<?x?xf32> {
  %fz987_out = scf.execute_region -> tensor<?x?xf32> {
  %fz988_out = scf.execute_region -> tensor<?x?xf32> {
  %fz989_out = scf.execute_region -> tensor<?x?xf32> {
  %fz990_out = scf.execute_region -> tensor<?x?xf32> {
  %fz991_out = scf.execute_region -> tensor<?x?xf32> {
  %fz992_out = scf.execute_region -> tensor<?x?xf32> {
  %fz993_out = scf.execute_region -> tensor<?x?xf32> {
  %fz994_out = scf.execute_region -> tensor<?x?xf32> {
  %fz995_out = scf.execute_region -> tensor<?x?xf32> {
  %fz996_out = scf.execute_region -> tensor<?x?xf32> {
  %fz997_out = scf.execute_region -> tensor<?x?xf32> {
  %fz998_out = scf.execute_region -> tensor<?x?xf32> {
  %fz999_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1000_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1001_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1002_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1003_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1004_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1005_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1006_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1007_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1008_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1009_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1010_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1011_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1012_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1013_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1014_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1015_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1016_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1017_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1018_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1019_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1020_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1021_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1022_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1023_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1024_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1025_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1026_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1027_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1028_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1029_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1030_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1031_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1032_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1033_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1034_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1035_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1036_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1037_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1038_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1039_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1040_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1041_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1042_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1043_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1044_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1045_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1046_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1047_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1048_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1049_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1050_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1051_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1052_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1053_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1054_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1055_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1056_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1057_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1058_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1059_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1060_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1061_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1062_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1063_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1064_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1065_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1066_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1067_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1068_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1069_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1070_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1071_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1072_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1073_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1074_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1075_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1076_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1077_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1078_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1079_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1080_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1081_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1082_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1083_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1084_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1085_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1086_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1087_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1088_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1089_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1090_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1091_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1092_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1093_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1094_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1095_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1096_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1097_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1098_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1099_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1100_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1101_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1102_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1103_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1104_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1105_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1106_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1107_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1108_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1109_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1110_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1111_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1112_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1113_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1114_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1115_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1116_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1117_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1118_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1119_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1120_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1121_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1122_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1123_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1124_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1125_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1126_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1127_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1128_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1129_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1130_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1131_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1132_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1133_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1134_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1135_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1136_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1137_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1138_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1139_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1140_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1141_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1142_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1143_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1144_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1145_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1146_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1147_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1148_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1149_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1150_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1151_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1152_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1153_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1154_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1155_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1156_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1157_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1158_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1159_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1160_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1161_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1162_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1163_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1164_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1165_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1166_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1167_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1168_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1169_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1170_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1171_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1172_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1173_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1174_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1175_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1176_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1177_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1178_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1179_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1180_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1181_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1182_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1183_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1184_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1185_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1186_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1187_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1188_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1189_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1190_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1191_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1192_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1193_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1194_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1195_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1196_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1197_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1198_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1199_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1200_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1201_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1202_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1203_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1204_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1205_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1206_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1207_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1208_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1209_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1210_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1211_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1212_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1213_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1214_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1215_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1216_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1217_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1218_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1219_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1220_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1221_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1222_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1223_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1224_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1225_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1226_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1227_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1228_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1229_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1230_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1231_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1232_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1233_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1234_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1235_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1236_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1237_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1238_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1239_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1240_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1241_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1242_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1243_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1244_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1245_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1246_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1247_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1248_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1249_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1250_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1251_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1252_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1253_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1254_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1255_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1256_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1257_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1258_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1259_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1260_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1261_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1262_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1263_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1264_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1265_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1266_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1267_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1268_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1269_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1270_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1271_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1272_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1273_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1274_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1275_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1276_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1277_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1278_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1279_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1280_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1281_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1282_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1283_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1284_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1285_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1286_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1287_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1288_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1289_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1290_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1291_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1292_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1293_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1294_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1295_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1296_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1297_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1298_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1299_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1300_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1301_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1302_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1303_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1304_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1305_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1306_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1307_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1308_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1309_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1310_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1311_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1312_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1313_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1314_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1315_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1316_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1317_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1318_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1319_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1320_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1321_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1322_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1323_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1324_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1325_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1326_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1327_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1328_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1329_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1330_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1331_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1332_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1333_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1334_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1335_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1336_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1337_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1338_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1339_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1340_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1341_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1342_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1343_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1344_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1345_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1346_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1347_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1348_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1349_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1350_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1351_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1352_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1353_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1354_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1355_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1356_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1357_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1358_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1359_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1360_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1361_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1362_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1363_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1364_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1365_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1366_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1367_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1368_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1369_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1370_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1371_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1372_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1373_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1374_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1375_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1376_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1377_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1378_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1379_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1380_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1381_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1382_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1383_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1384_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1385_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1386_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1387_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1388_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1389_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1390_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1391_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1392_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1393_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1394_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1395_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1396_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1397_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1398_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1399_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1400_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1401_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1402_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1403_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1404_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1405_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1406_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1407_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1408_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1409_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1410_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1411_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1412_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1413_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1414_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1415_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1416_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1417_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1418_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1419_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1420_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1421_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1422_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1423_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1424_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1425_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1426_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1427_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1428_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1429_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1430_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1431_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1432_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1433_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1434_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1435_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1436_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1437_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1438_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1439_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1440_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1441_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1442_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1443_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1444_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1445_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1446_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1447_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1448_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1449_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1450_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1451_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1452_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1453_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1454_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1455_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1456_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1457_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1458_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1459_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1460_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1461_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1462_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1463_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1464_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1465_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1466_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1467_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1468_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1469_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1470_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1471_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1472_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1473_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1474_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1475_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1476_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1477_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1478_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1479_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1480_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1481_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1482_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1483_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1484_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1485_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1486_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1487_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1488_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1489_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1490_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1491_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1492_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1493_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1494_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1495_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1496_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1497_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1498_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1499_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1500_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1501_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1502_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1503_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1504_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1505_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1506_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1507_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1508_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1509_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1510_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1511_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1512_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1513_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1514_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1515_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1516_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1517_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1518_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1519_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1520_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1521_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1522_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1523_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1524_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1525_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1526_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1527_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1528_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1529_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1530_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1531_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1532_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1533_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1534_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1535_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1536_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1537_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1538_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1539_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1540_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1541_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1542_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1543_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1544_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1545_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1546_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1547_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1548_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1549_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1550_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1551_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1552_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1553_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1554_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1555_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1556_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1557_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1558_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1559_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1560_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1561_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1562_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1563_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1564_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1565_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1566_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1567_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1568_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1569_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1570_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1571_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1572_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1573_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1574_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1575_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1576_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1577_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1578_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1579_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1580_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1581_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1582_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1583_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1584_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1585_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1586_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1587_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1588_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1589_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1590_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1591_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1592_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1593_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1594_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1595_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1596_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1597_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1598_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1599_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1600_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1601_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1602_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1603_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1604_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1605_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1606_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1607_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1608_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1609_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1610_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1611_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1612_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1613_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1614_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1615_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1616_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1617_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1618_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1619_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1620_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1621_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1622_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1623_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1624_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1625_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1626_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1627_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1628_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1629_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1630_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1631_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1632_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1633_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1634_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1635_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1636_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1637_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1638_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1639_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1640_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1641_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1642_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1643_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1644_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1645_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1646_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1647_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1648_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1649_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1650_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1651_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1652_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1653_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1654_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1655_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1656_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1657_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1658_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1659_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1660_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1661_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1662_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1663_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1664_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1665_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1666_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1667_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1668_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1669_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1670_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1671_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1672_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1673_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1674_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1675_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1676_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1677_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1678_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1679_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1680_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1681_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1682_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1683_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1684_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1685_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1686_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1687_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1688_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1689_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1690_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1691_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1692_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1693_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1694_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1695_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1696_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1697_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1698_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1699_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1700_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1701_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1702_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1703_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1704_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1705_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1706_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1707_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1708_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1709_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1710_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1711_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1712_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1713_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1714_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1715_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1716_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1717_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1718_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1719_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1720_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1721_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1722_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1723_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1724_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1725_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1726_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1727_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1728_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1729_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1730_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1731_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1732_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1733_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1734_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1735_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1736_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1737_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1738_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1739_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1740_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1741_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1742_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1743_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1744_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1745_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1746_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1747_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1748_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1749_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1750_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1751_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1752_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1753_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1754_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1755_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1756_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1757_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1758_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1759_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1760_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1761_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1762_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1763_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1764_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1765_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1766_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1767_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1768_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1769_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1770_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1771_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1772_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1773_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1774_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1775_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1776_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1777_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1778_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1779_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1780_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1781_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1782_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1783_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1784_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1785_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1786_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1787_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1788_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1789_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1790_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1791_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1792_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1793_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1794_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1795_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1796_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1797_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1798_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1799_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1800_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1801_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1802_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1803_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1804_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1805_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1806_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1807_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1808_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1809_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1810_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1811_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1812_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1813_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1814_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1815_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1816_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1817_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1818_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1819_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1820_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1821_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1822_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1823_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1824_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1825_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1826_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1827_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1828_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1829_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1830_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1831_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1832_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1833_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1834_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1835_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1836_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1837_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1838_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1839_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1840_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1841_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1842_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1843_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1844_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1845_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1846_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1847_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1848_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1849_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1850_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1851_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1852_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1853_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1854_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1855_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1856_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1857_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1858_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1859_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1860_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1861_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1862_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1863_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1864_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1865_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1866_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1867_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1868_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1869_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1870_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1871_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1872_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1873_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1874_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1875_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1876_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1877_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1878_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1879_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1880_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1881_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1882_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1883_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1884_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1885_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1886_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1887_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1888_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1889_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1890_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1891_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1892_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1893_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1894_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1895_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1896_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1897_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1898_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1899_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1900_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1901_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1902_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1903_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1904_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1905_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1906_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1907_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1908_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1909_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1910_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1911_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1912_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1913_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1914_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1915_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1916_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1917_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1918_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1919_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1920_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1921_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1922_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1923_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1924_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1925_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1926_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1927_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1928_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1929_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1930_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1931_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1932_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1933_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1934_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1935_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1936_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1937_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1938_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1939_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1940_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1941_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1942_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1943_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1944_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1945_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1946_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1947_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1948_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1949_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1950_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1951_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1952_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1953_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1954_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1955_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1956_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1957_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1958_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1959_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1960_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1961_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1962_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1963_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1964_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1965_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1966_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1967_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1968_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1969_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1970_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1971_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1972_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1973_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1974_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1975_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1976_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1977_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1978_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1979_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1980_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1981_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1982_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1983_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1984_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1985_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1986_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1987_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1988_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1989_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1990_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1991_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1992_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1993_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1994_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1995_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1996_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1997_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1998_out = scf.execute_region -> tensor<?x?xf32> {
  %fz1999_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2000_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2001_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2002_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2003_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2004_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2005_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2006_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2007_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2008_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2009_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2010_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2011_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2012_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2013_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2014_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2015_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2016_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2017_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2018_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2019_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2020_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2021_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2022_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2023_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2024_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2025_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2026_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2027_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2028_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2029_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2030_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2031_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2032_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2033_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2034_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2035_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2036_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2037_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2038_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2039_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2040_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2041_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2042_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2043_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2044_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2045_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2046_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2047_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2048_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2049_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2050_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2051_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2052_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2053_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2054_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2055_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2056_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2057_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2058_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2059_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2060_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2061_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2062_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2063_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2064_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2065_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2066_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2067_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2068_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2069_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2070_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2071_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2072_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2073_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2074_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2075_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2076_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2077_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2078_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2079_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2080_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2081_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2082_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2083_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2084_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2085_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2086_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2087_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2088_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2089_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2090_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2091_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2092_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2093_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2094_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2095_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2096_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2097_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2098_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2099_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2100_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2101_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2102_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2103_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2104_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2105_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2106_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2107_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2108_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2109_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2110_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2111_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2112_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2113_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2114_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2115_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2116_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2117_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2118_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2119_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2120_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2121_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2122_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2123_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2124_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2125_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2126_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2127_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2128_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2129_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2130_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2131_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2132_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2133_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2134_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2135_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2136_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2137_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2138_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2139_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2140_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2141_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2142_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2143_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2144_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2145_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2146_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2147_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2148_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2149_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2150_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2151_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2152_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2153_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2154_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2155_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2156_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2157_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2158_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2159_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2160_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2161_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2162_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2163_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2164_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2165_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2166_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2167_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2168_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2169_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2170_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2171_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2172_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2173_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2174_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2175_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2176_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2177_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2178_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2179_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2180_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2181_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2182_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2183_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2184_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2185_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2186_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2187_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2188_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2189_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2190_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2191_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2192_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2193_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2194_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2195_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2196_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2197_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2198_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2199_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2200_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2201_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2202_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2203_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2204_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2205_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2206_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2207_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2208_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2209_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2210_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2211_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2212_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2213_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2214_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2215_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2216_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2217_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2218_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2219_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2220_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2221_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2222_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2223_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2224_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2225_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2226_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2227_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2228_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2229_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2230_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2231_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2232_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2233_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2234_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2235_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2236_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2237_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2238_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2239_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2240_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2241_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2242_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2243_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2244_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2245_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2246_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2247_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2248_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2249_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2250_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2251_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2252_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2253_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2254_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2255_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2256_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2257_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2258_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2259_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2260_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2261_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2262_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2263_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2264_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2265_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2266_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2267_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2268_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2269_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2270_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2271_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2272_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2273_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2274_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2275_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2276_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2277_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2278_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2279_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2280_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2281_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2282_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2283_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2284_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2285_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2286_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2287_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2288_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2289_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2290_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2291_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2292_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2293_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2294_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2295_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2296_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2297_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2298_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2299_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2300_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2301_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2302_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2303_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2304_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2305_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2306_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2307_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2308_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2309_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2310_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2311_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2312_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2313_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2314_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2315_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2316_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2317_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2318_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2319_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2320_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2321_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2322_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2323_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2324_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2325_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2326_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2327_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2328_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2329_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2330_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2331_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2332_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2333_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2334_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2335_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2336_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2337_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2338_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2339_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2340_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2341_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2342_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2343_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2344_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2345_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2346_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2347_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2348_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2349_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2350_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2351_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2352_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2353_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2354_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2355_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2356_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2357_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2358_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2359_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2360_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2361_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2362_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2363_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2364_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2365_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2366_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2367_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2368_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2369_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2370_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2371_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2372_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2373_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2374_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2375_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2376_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2377_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2378_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2379_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2380_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2381_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2382_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2383_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2384_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2385_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2386_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2387_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2388_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2389_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2390_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2391_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2392_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2393_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2394_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2395_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2396_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2397_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2398_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2399_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2400_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2401_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2402_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2403_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2404_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2405_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2406_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2407_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2408_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2409_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2410_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2411_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2412_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2413_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2414_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2415_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2416_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2417_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2418_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2419_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2420_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2421_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2422_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2423_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2424_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2425_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2426_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2427_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2428_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2429_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2430_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2431_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2432_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2433_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2434_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2435_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2436_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2437_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2438_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2439_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2440_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2441_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2442_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2443_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2444_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2445_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2446_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2447_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2448_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2449_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2450_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2451_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2452_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2453_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2454_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2455_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2456_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2457_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2458_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2459_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2460_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2461_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2462_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2463_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2464_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2465_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2466_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2467_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2468_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2469_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2470_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2471_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2472_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2473_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2474_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2475_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2476_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2477_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2478_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2479_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2480_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2481_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2482_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2483_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2484_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2485_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2486_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2487_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2488_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2489_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2490_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2491_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2492_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2493_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2494_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2495_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2496_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2497_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2498_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2499_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2500_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2501_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2502_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2503_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2504_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2505_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2506_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2507_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2508_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2509_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2510_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2511_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2512_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2513_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2514_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2515_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2516_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2517_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2518_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2519_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2520_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2521_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2522_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2523_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2524_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2525_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2526_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2527_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2528_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2529_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2530_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2531_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2532_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2533_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2534_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2535_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2536_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2537_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2538_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2539_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2540_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2541_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2542_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2543_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2544_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2545_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2546_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2547_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2548_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2549_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2550_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2551_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2552_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2553_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2554_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2555_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2556_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2557_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2558_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2559_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2560_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2561_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2562_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2563_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2564_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2565_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2566_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2567_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2568_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2569_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2570_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2571_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2572_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2573_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2574_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2575_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2576_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2577_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2578_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2579_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2580_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2581_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2582_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2583_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2584_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2585_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2586_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2587_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2588_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2589_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2590_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2591_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2592_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2593_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2594_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2595_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2596_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2597_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2598_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2599_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2600_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2601_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2602_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2603_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2604_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2605_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2606_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2607_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2608_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2609_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2610_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2611_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2612_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2613_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2614_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2615_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2616_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2617_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2618_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2619_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2620_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2621_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2622_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2623_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2624_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2625_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2626_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2627_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2628_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2629_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2630_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2631_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2632_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2633_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2634_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2635_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2636_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2637_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2638_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2639_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2640_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2641_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2642_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2643_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2644_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2645_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2646_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2647_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2648_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2649_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2650_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2651_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2652_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2653_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2654_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2655_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2656_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2657_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2658_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2659_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2660_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2661_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2662_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2663_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2664_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2665_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2666_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2667_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2668_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2669_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2670_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2671_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2672_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2673_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2674_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2675_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2676_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2677_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2678_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2679_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2680_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2681_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2682_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2683_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2684_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2685_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2686_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2687_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2688_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2689_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2690_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2691_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2692_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2693_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2694_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2695_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2696_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2697_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2698_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2699_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2700_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2701_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2702_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2703_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2704_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2705_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2706_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2707_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2708_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2709_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2710_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2711_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2712_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2713_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2714_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2715_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2716_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2717_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2718_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2719_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2720_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2721_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2722_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2723_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2724_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2725_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2726_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2727_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2728_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2729_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2730_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2731_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2732_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2733_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2734_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2735_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2736_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2737_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2738_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2739_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2740_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2741_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2742_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2743_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2744_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2745_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2746_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2747_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2748_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2749_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2750_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2751_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2752_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2753_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2754_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2755_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2756_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2757_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2758_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2759_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2760_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2761_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2762_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2763_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2764_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2765_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2766_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2767_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2768_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2769_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2770_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2771_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2772_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2773_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2774_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2775_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2776_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2777_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2778_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2779_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2780_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2781_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2782_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2783_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2784_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2785_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2786_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2787_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2788_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2789_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2790_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2791_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2792_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2793_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2794_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2795_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2796_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2797_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2798_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2799_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2800_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2801_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2802_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2803_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2804_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2805_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2806_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2807_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2808_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2809_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2810_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2811_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2812_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2813_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2814_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2815_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2816_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2817_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2818_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2819_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2820_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2821_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2822_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2823_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2824_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2825_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2826_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2827_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2828_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2829_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2830_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2831_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2832_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2833_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2834_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2835_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2836_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2837_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2838_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2839_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2840_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2841_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2842_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2843_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2844_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2845_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2846_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2847_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2848_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2849_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2850_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2851_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2852_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2853_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2854_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2855_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2856_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2857_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2858_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2859_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2860_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2861_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2862_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2863_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2864_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2865_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2866_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2867_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2868_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2869_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2870_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2871_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2872_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2873_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2874_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2875_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2876_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2877_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2878_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2879_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2880_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2881_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2882_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2883_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2884_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2885_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2886_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2887_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2888_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2889_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2890_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2891_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2892_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2893_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2894_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2895_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2896_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2897_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2898_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2899_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2900_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2901_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2902_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2903_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2904_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2905_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2906_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2907_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2908_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2909_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2910_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2911_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2912_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2913_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2914_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2915_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2916_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2917_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2918_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2919_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2920_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2921_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2922_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2923_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2924_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2925_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2926_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2927_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2928_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2929_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2930_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2931_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2932_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2933_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2934_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2935_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2936_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2937_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2938_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2939_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2940_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2941_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2942_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2943_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2944_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2945_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2946_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2947_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2948_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2949_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2950_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2951_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2952_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2953_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2954_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2955_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2956_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2957_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2958_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2959_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2960_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2961_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2962_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2963_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2964_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2965_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2966_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2967_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2968_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2969_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2970_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2971_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2972_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2973_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2974_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2975_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2976_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2977_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2978_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2979_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2980_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2981_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2982_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2983_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2984_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2985_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2986_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2987_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2988_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2989_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2990_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2991_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2992_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2993_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2994_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2995_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2996_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2997_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2998_out = scf.execute_region -> tensor<?x?xf32> {
  %fz2999_out = scf.execute_region -> tensor<?x?xf32> {
    %fz_in_out = tosa.select %neg, %zero, %sum : (tensor<?x?xi1>, tensor<1x1xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %fz_in_out : tensor<?x?xf32>
  }
    scf.yield %fz2999_out : tensor<?x?xf32>
  }
    scf.yield %fz2998_out : tensor<?x?xf32>
  }
    scf.yield %fz2997_out : tensor<?x?xf32>
  }
    scf.yield %fz2996_out : tensor<?x?xf32>
  }
    scf.yield %fz2995_out : tensor<?x?xf32>
  }
    scf.yield %fz2994_out : tensor<?x?xf32>
  }
    scf.yield %fz2993_out : tensor<?x?xf32>
  }
    scf.yield %fz2992_out : tensor<?x?xf32>
  }
    scf.yield %fz2991_out : tensor<?x?xf32>
  }
    scf.yield %fz2990_out : tensor<?x?xf32>
  }
    scf.yield %fz2989_out : tensor<?x?xf32>
  }
    scf.yield %fz2988_out : tensor<?x?xf32>
  }
    scf.yield %fz2987_out : tensor<?x?xf32>
  }
    scf.yield %fz2986_out : tensor<?x?xf32>
  }
    scf.yield %fz2985_out : tensor<?x?xf32>
  }
    scf.yield %fz2984_out : tensor<?x?xf32>
  }
    scf.yield %fz2983_out : tensor<?x?xf32>
  }
    scf.yield %fz2982_out : tensor<?x?xf32>
  }
    scf.yield %fz2981_out : tensor<?x?xf32>
  }
    scf.yield %fz2980_out : tensor<?x?xf32>
  }
    scf.yield %fz2979_out : tensor<?x?xf32>
  }
    scf.yield %fz2978_out : tensor<?x?xf32>
  }
    scf.yield %fz2977_out : tensor<?x?xf32>
  }
    scf.yield %fz2976_out : tensor<?x?xf32>
  }
    scf.yield %fz2975_out : tensor<?x?xf32>
  }
    scf.yield %fz2974_out : tensor<?x?xf32>
  }
    scf.yield %fz2973_out : tensor<?x?xf32>
  }
    scf.yield %fz2972_out : tensor<?x?xf32>
  }
    scf.yield %fz2971_out : tensor<?x?xf32>
  }
    scf.yield %fz2970_out : tensor<?x?xf32>
  }
    scf.yield %fz2969_out : tensor<?x?xf32>
  }
    scf.yield %fz2968_out : tensor<?x?xf32>
  }
    scf.yield %fz2967_out : tensor<?x?xf32>
  }
    scf.yield %fz2966_out : tensor<?x?xf32>
  }
    scf.yield %fz2965_out : tensor<?x?xf32>
  }
    scf.yield %fz2964_out : tensor<?x?xf32>
  }
    scf.yield %fz2963_out : tensor<?x?xf32>
  }
    scf.yield %fz2962_out : tensor<?x?xf32>
  }
    scf.yield %fz2961_out : tensor<?x?xf32>
  }
    scf.yield %fz2960_out : tensor<?x?xf32>
  }
    scf.yield %fz2959_out : tensor<?x?xf32>
  }
    scf.yield %fz2958_out : tensor<?x?xf32>
  }
    scf.yield %fz2957_out : tensor<?x?xf32>
  }
    scf.yield %fz2956_out : tensor<?x?xf32>
  }
    scf.yield %fz2955_out : tensor<?x?xf32>
  }
    scf.yield %fz2954_out : tensor<?x?xf32>
  }
    scf.yield %fz2953_out : tensor<?x?xf32>
  }
    scf.yield %fz2952_out : tensor<?x?xf32>
  }
    scf.yield %fz2951_out : tensor<?x?xf32>
  }
    scf.yield %fz2950_out : tensor<?x?xf32>
  }
    scf.yield %fz2949_out : tensor<?x?xf32>
  }
    scf.yield %fz2948_out : tensor<?x?xf32>
  }
    scf.yield %fz2947_out : tensor<?x?xf32>
  }
    scf.yield %fz2946_out : tensor<?x?xf32>
  }
    scf.yield %fz2945_out : tensor<?x?xf32>
  }
    scf.yield %fz2944_out : tensor<?x?xf32>
  }
    scf.yield %fz2943_out : tensor<?x?xf32>
  }
    scf.yield %fz2942_out : tensor<?x?xf32>
  }
    scf.yield %fz2941_out : tensor<?x?xf32>
  }
    scf.yield %fz2940_out : tensor<?x?xf32>
  }
    scf.yield %fz2939_out : tensor<?x?xf32>
  }
    scf.yield %fz2938_out : tensor<?x?xf32>
  }
    scf.yield %fz2937_out : tensor<?x?xf32>
  }
    scf.yield %fz2936_out : tensor<?x?xf32>
  }
    scf.yield %fz2935_out : tensor<?x?xf32>
  }
    scf.yield %fz2934_out : tensor<?x?xf32>
  }
    scf.yield %fz2933_out : tensor<?x?xf32>
  }
    scf.yield %fz2932_out : tensor<?x?xf32>
  }
    scf.yield %fz2931_out : tensor<?x?xf32>
  }
    scf.yield %fz2930_out : tensor<?x?xf32>
  }
    scf.yield %fz2929_out : tensor<?x?xf32>
  }
    scf.yield %fz2928_out : tensor<?x?xf32>
  }
    scf.yield %fz2927_out : tensor<?x?xf32>
  }
    scf.yield %fz2926_out : tensor<?x?xf32>
  }
    scf.yield %fz2925_out : tensor<?x?xf32>
  }
    scf.yield %fz2924_out : tensor<?x?xf32>
  }
    scf.yield %fz2923_out : tensor<?x?xf32>
  }
    scf.yield %fz2922_out : tensor<?x?xf32>
  }
    scf.yield %fz2921_out : tensor<?x?xf32>
  }
    scf.yield %fz2920_out : tensor<?x?xf32>
  }
    scf.yield %fz2919_out : tensor<?x?xf32>
  }
    scf.yield %fz2918_out : tensor<?x?xf32>
  }
    scf.yield %fz2917_out : tensor<?x?xf32>
  }
    scf.yield %fz2916_out : tensor<?x?xf32>
  }
    scf.yield %fz2915_out : tensor<?x?xf32>
  }
    scf.yield %fz2914_out : tensor<?x?xf32>
  }
    scf.yield %fz2913_out : tensor<?x?xf32>
  }
    scf.yield %fz2912_out : tensor<?x?xf32>
  }
    scf.yield %fz2911_out : tensor<?x?xf32>
  }
    scf.yield %fz2910_out : tensor<?x?xf32>
  }
    scf.yield %fz2909_out : tensor<?x?xf32>
  }
    scf.yield %fz2908_out : tensor<?x?xf32>
  }
    scf.yield %fz2907_out : tensor<?x?xf32>
  }
    scf.yield %fz2906_out : tensor<?x?xf32>
  }
    scf.yield %fz2905_out : tensor<?x?xf32>
  }
    scf.yield %fz2904_out : tensor<?x?xf32>
  }
    scf.yield %fz2903_out : tensor<?x?xf32>
  }
    scf.yield %fz2902_out : tensor<?x?xf32>
  }
    scf.yield %fz2901_out : tensor<?x?xf32>
  }
    scf.yield %fz2900_out : tensor<?x?xf32>
  }
    scf.yield %fz2899_out : tensor<?x?xf32>
  }
    scf.yield %fz2898_out : tensor<?x?xf32>
  }
    scf.yield %fz2897_out : tensor<?x?xf32>
  }
    scf.yield %fz2896_out : tensor<?x?xf32>
  }
    scf.yield %fz2895_out : tensor<?x?xf32>
  }
    scf.yield %fz2894_out : tensor<?x?xf32>
  }
    scf.yield %fz2893_out : tensor<?x?xf32>
  }
    scf.yield %fz2892_out : tensor<?x?xf32>
  }
    scf.yield %fz2891_out : tensor<?x?xf32>
  }
    scf.yield %fz2890_out : tensor<?x?xf32>
  }
    scf.yield %fz2889_out : tensor<?x?xf32>
  }
    scf.yield %fz2888_out : tensor<?x?xf32>
  }
    scf.yield %fz2887_out : tensor<?x?xf32>
  }
    scf.yield %fz2886_out : tensor<?x?xf32>
  }
    scf.yield %fz2885_out : tensor<?x?xf32>
  }
    scf.yield %fz2884_out : tensor<?x?xf32>
  }
    scf.yield %fz2883_out : tensor<?x?xf32>
  }
    scf.yield %fz2882_out : tensor<?x?xf32>
  }
    scf.yield %fz2881_out : tensor<?x?xf32>
  }
    scf.yield %fz2880_out : tensor<?x?xf32>
  }
    scf.yield %fz2879_out : tensor<?x?xf32>
  }
    scf.yield %fz2878_out : tensor<?x?xf32>
  }
    scf.yield %fz2877_out : tensor<?x?xf32>
  }
    scf.yield %fz2876_out : tensor<?x?xf32>
  }
    scf.yield %fz2875_out : tensor<?x?xf32>
  }
    scf.yield %fz2874_out : tensor<?x?xf32>
  }
    scf.yield %fz2873_out : tensor<?x?xf32>
  }
    scf.yield %fz2872_out : tensor<?x?xf32>
  }
    scf.yield %fz2871_out : tensor<?x?xf32>
  }
    scf.yield %fz2870_out : tensor<?x?xf32>
  }
    scf.yield %fz2869_out : tensor<?x?xf32>
  }
    scf.yield %fz2868_out : tensor<?x?xf32>
  }
    scf.yield %fz2867_out : tensor<?x?xf32>
  }
    scf.yield %fz2866_out : tensor<?x?xf32>
  }
    scf.yield %fz2865_out : tensor<?x?xf32>
  }
    scf.yield %fz2864_out : tensor<?x?xf32>
  }
    scf.yield %fz2863_out : tensor<?x?xf32>
  }
    scf.yield %fz2862_out : tensor<?x?xf32>
  }
    scf.yield %fz2861_out : tensor<?x?xf32>
  }
    scf.yield %fz2860_out : tensor<?x?xf32>
  }
    scf.yield %fz2859_out : tensor<?x?xf32>
  }
    scf.yield %fz2858_out : tensor<?x?xf32>
  }
    scf.yield %fz2857_out : tensor<?x?xf32>
  }
    scf.yield %fz2856_out : tensor<?x?xf32>
  }
    scf.yield %fz2855_out : tensor<?x?xf32>
  }
    scf.yield %fz2854_out : tensor<?x?xf32>
  }
    scf.yield %fz2853_out : tensor<?x?xf32>
  }
    scf.yield %fz2852_out : tensor<?x?xf32>
  }
    scf.yield %fz2851_out : tensor<?x?xf32>
  }
    scf.yield %fz2850_out : tensor<?x?xf32>
  }
    scf.yield %fz2849_out : tensor<?x?xf32>
  }
    scf.yield %fz2848_out : tensor<?x?xf32>
  }
    scf.yield %fz2847_out : tensor<?x?xf32>
  }
    scf.yield %fz2846_out : tensor<?x?xf32>
  }
    scf.yield %fz2845_out : tensor<?x?xf32>
  }
    scf.yield %fz2844_out : tensor<?x?xf32>
  }
    scf.yield %fz2843_out : tensor<?x?xf32>
  }
    scf.yield %fz2842_out : tensor<?x?xf32>
  }
    scf.yield %fz2841_out : tensor<?x?xf32>
  }
    scf.yield %fz2840_out : tensor<?x?xf32>
  }
    scf.yield %fz2839_out : tensor<?x?xf32>
  }
    scf.yield %fz2838_out : tensor<?x?xf32>
  }
    scf.yield %fz2837_out : tensor<?x?xf32>
  }
    scf.yield %fz2836_out : tensor<?x?xf32>
  }
    scf.yield %fz2835_out : tensor<?x?xf32>
  }
    scf.yield %fz2834_out : tensor<?x?xf32>
  }
    scf.yield %fz2833_out : tensor<?x?xf32>
  }
    scf.yield %fz2832_out : tensor<?x?xf32>
  }
    scf.yield %fz2831_out : tensor<?x?xf32>
  }
    scf.yield %fz2830_out : tensor<?x?xf32>
  }
    scf.yield %fz2829_out : tensor<?x?xf32>
  }
    scf.yield %fz2828_out : tensor<?x?xf32>
  }
    scf.yield %fz2827_out : tensor<?x?xf32>
  }
    scf.yield %fz2826_out : tensor<?x?xf32>
  }
    scf.yield %fz2825_out : tensor<?x?xf32>
  }
    scf.yield %fz2824_out : tensor<?x?xf32>
  }
    scf.yield %fz2823_out : tensor<?x?xf32>
  }
    scf.yield %fz2822_out : tensor<?x?xf32>
  }
    scf.yield %fz2821_out : tensor<?x?xf32>
  }
    scf.yield %fz2820_out : tensor<?x?xf32>
  }
    scf.yield %fz2819_out : tensor<?x?xf32>
  }
    scf.yield %fz2818_out : tensor<?x?xf32>
  }
    scf.yield %fz2817_out : tensor<?x?xf32>
  }
    scf.yield %fz2816_out : tensor<?x?xf32>
  }
    scf.yield %fz2815_out : tensor<?x?xf32>
  }
    scf.yield %fz2814_out : tensor<?x?xf32>
  }
    scf.yield %fz2813_out : tensor<?x?xf32>
  }
    scf.yield %fz2812_out : tensor<?x?xf32>
  }
    scf.yield %fz2811_out : tensor<?x?xf32>
  }
    scf.yield %fz2810_out : tensor<?x?xf32>
  }
    scf.yield %fz2809_out : tensor<?x?xf32>
  }
    scf.yield %fz2808_out : tensor<?x?xf32>
  }
    scf.yield %fz2807_out : tensor<?x?xf32>
  }
    scf.yield %fz2806_out : tensor<?x?xf32>
  }
    scf.yield %fz2805_out : tensor<?x?xf32>
  }
    scf.yield %fz2804_out : tensor<?x?xf32>
  }
    scf.yield %fz2803_out : tensor<?x?xf32>
  }
    scf.yield %fz2802_out : tensor<?x?xf32>
  }
    scf.yield %fz2801_out : tensor<?x?xf32>
  }
    scf.yield %fz2800_out : tensor<?x?xf32>
  }
    scf.yield %fz2799_out : tensor<?x?xf32>
  }
    scf.yield %fz2798_out : tensor<?x?xf32>
  }
    scf.yield %fz2797_out : tensor<?x?xf32>
  }
    scf.yield %fz2796_out : tensor<?x?xf32>
  }
    scf.yield %fz2795_out : tensor<?x?xf32>
  }
    scf.yield %fz2794_out : tensor<?x?xf32>
  }
    scf.yield %fz2793_out : tensor<?x?xf32>
  }
    scf.yield %fz2792_out : tensor<?x?xf32>
  }
    scf.yield %fz2791_out : tensor<?x?xf32>
  }
    scf.yield %fz2790_out : tensor<?x?xf32>
  }
    scf.yield %fz2789_out : tensor<?x?xf32>
  }
    scf.yield %fz2788_out : tensor<?x?xf32>
  }
    scf.yield %fz2787_out : tensor<?x?xf32>
  }
    scf.yield %fz2786_out : tensor<?x?xf32>
  }
    scf.yield %fz2785_out : tensor<?x?xf32>
  }
    scf.yield %fz2784_out : tensor<?x?xf32>
  }
    scf.yield %fz2783_out : tensor<?x?xf32>
  }
    scf.yield %fz2782_out : tensor<?x?xf32>
  }
    scf.yield %fz2781_out : tensor<?x?xf32>
  }
    scf.yield %fz2780_out : tensor<?x?xf32>
  }
    scf.yield %fz2779_out : tensor<?x?xf32>
  }
    scf.yield %fz2778_out : tensor<?x?xf32>
  }
    scf.yield %fz2777_out : tensor<?x?xf32>
  }
    scf.yield %fz2776_out : tensor<?x?xf32>
  }
    scf.yield %fz2775_out : tensor<?x?xf32>
  }
    scf.yield %fz2774_out : tensor<?x?xf32>
  }
    scf.yield %fz2773_out : tensor<?x?xf32>
  }
    scf.yield %fz2772_out : tensor<?x?xf32>
  }
    scf.yield %fz2771_out : tensor<?x?xf32>
  }
    scf.yield %fz2770_out : tensor<?x?xf32>
  }
    scf.yield %fz2769_out : tensor<?x?xf32>
  }
    scf.yield %fz2768_out : tensor<?x?xf32>
  }
    scf.yield %fz2767_out : tensor<?x?xf32>
  }
    scf.yield %fz2766_out : tensor<?x?xf32>
  }
    scf.yield %fz2765_out : tensor<?x?xf32>
  }
    scf.yield %fz2764_out : tensor<?x?xf32>
  }
    scf.yield %fz2763_out : tensor<?x?xf32>
  }
    scf.yield %fz2762_out : tensor<?x?xf32>
  }
    scf.yield %fz2761_out : tensor<?x?xf32>
  }
    scf.yield %fz2760_out : tensor<?x?xf32>
  }
    scf.yield %fz2759_out : tensor<?x?xf32>
  }
    scf.yield %fz2758_out : tensor<?x?xf32>
  }
    scf.yield %fz2757_out : tensor<?x?xf32>
  }
    scf.yield %fz2756_out : tensor<?x?xf32>
  }
    scf.yield %fz2755_out : tensor<?x?xf32>
  }
    scf.yield %fz2754_out : tensor<?x?xf32>
  }
    scf.yield %fz2753_out : tensor<?x?xf32>
  }
    scf.yield %fz2752_out : tensor<?x?xf32>
  }
    scf.yield %fz2751_out : tensor<?x?xf32>
  }
    scf.yield %fz2750_out : tensor<?x?xf32>
  }
    scf.yield %fz2749_out : tensor<?x?xf32>
  }
    scf.yield %fz2748_out : tensor<?x?xf32>
  }
    scf.yield %fz2747_out : tensor<?x?xf32>
  }
    scf.yield %fz2746_out : tensor<?x?xf32>
  }
    scf.yield %fz2745_out : tensor<?x?xf32>
  }
    scf.yield %fz2744_out : tensor<?x?xf32>
  }
    scf.yield %fz2743_out : tensor<?x?xf32>
  }
    scf.yield %fz2742_out : tensor<?x?xf32>
  }
    scf.yield %fz2741_out : tensor<?x?xf32>
  }
    scf.yield %fz2740_out : tensor<?x?xf32>
  }
    scf.yield %fz2739_out : tensor<?x?xf32>
  }
    scf.yield %fz2738_out : tensor<?x?xf32>
  }
    scf.yield %fz2737_out : tensor<?x?xf32>
  }
    scf.yield %fz2736_out : tensor<?x?xf32>
  }
    scf.yield %fz2735_out : tensor<?x?xf32>
  }
    scf.yield %fz2734_out : tensor<?x?xf32>
  }
    scf.yield %fz2733_out : tensor<?x?xf32>
  }
    scf.yield %fz2732_out : tensor<?x?xf32>
  }
    scf.yield %fz2731_out : tensor<?x?xf32>
  }
    scf.yield %fz2730_out : tensor<?x?xf32>
  }
    scf.yield %fz2729_out : tensor<?x?xf32>
  }
    scf.yield %fz2728_out : tensor<?x?xf32>
  }
    scf.yield %fz2727_out : tensor<?x?xf32>
  }
    scf.yield %fz2726_out : tensor<?x?xf32>
  }
    scf.yield %fz2725_out : tensor<?x?xf32>
  }
    scf.yield %fz2724_out : tensor<?x?xf32>
  }
    scf.yield %fz2723_out : tensor<?x?xf32>
  }
    scf.yield %fz2722_out : tensor<?x?xf32>
  }
    scf.yield %fz2721_out : tensor<?x?xf32>
  }
    scf.yield %fz2720_out : tensor<?x?xf32>
  }
    scf.yield %fz2719_out : tensor<?x?xf32>
  }
    scf.yield %fz2718_out : tensor<?x?xf32>
  }
    scf.yield %fz2717_out : tensor<?x?xf32>
  }
    scf.yield %fz2716_out : tensor<?x?xf32>
  }
    scf.yield %fz2715_out : tensor<?x?xf32>
  }
    scf.yield %fz2714_out : tensor<?x?xf32>
  }
    scf.yield %fz2713_out : tensor<?x?xf32>
  }
    scf.yield %fz2712_out : tensor<?x?xf32>
  }
    scf.yield %fz2711_out : tensor<?x?xf32>
  }
    scf.yield %fz2710_out : tensor<?x?xf32>
  }
    scf.yield %fz2709_out : tensor<?x?xf32>
  }
    scf.yield %fz2708_out : tensor<?x?xf32>
  }
    scf.yield %fz2707_out : tensor<?x?xf32>
  }
    scf.yield %fz2706_out : tensor<?x?xf32>
  }
    scf.yield %fz2705_out : tensor<?x?xf32>
  }
    scf.yield %fz2704_out : tensor<?x?xf32>
  }
    scf.yield %fz2703_out : tensor<?x?xf32>
  }
    scf.yield %fz2702_out : tensor<?x?xf32>
  }
    scf.yield %fz2701_out : tensor<?x?xf32>
  }
    scf.yield %fz2700_out : tensor<?x?xf32>
  }
    scf.yield %fz2699_out : tensor<?x?xf32>
  }
    scf.yield %fz2698_out : tensor<?x?xf32>
  }
    scf.yield %fz2697_out : tensor<?x?xf32>
  }
    scf.yield %fz2696_out : tensor<?x?xf32>
  }
    scf.yield %fz2695_out : tensor<?x?xf32>
  }
    scf.yield %fz2694_out : tensor<?x?xf32>
  }
    scf.yield %fz2693_out : tensor<?x?xf32>
  }
    scf.yield %fz2692_out : tensor<?x?xf32>
  }
    scf.yield %fz2691_out : tensor<?x?xf32>
  }
    scf.yield %fz2690_out : tensor<?x?xf32>
  }
    scf.yield %fz2689_out : tensor<?x?xf32>
  }
    scf.yield %fz2688_out : tensor<?x?xf32>
  }
    scf.yield %fz2687_out : tensor<?x?xf32>
  }
    scf.yield %fz2686_out : tensor<?x?xf32>
  }
    scf.yield %fz2685_out : tensor<?x?xf32>
  }
    scf.yield %fz2684_out : tensor<?x?xf32>
  }
    scf.yield %fz2683_out : tensor<?x?xf32>
  }
    scf.yield %fz2682_out : tensor<?x?xf32>
  }
    scf.yield %fz2681_out : tensor<?x?xf32>
  }
    scf.yield %fz2680_out : tensor<?x?xf32>
  }
    scf.yield %fz2679_out : tensor<?x?xf32>
  }
    scf.yield %fz2678_out : tensor<?x?xf32>
  }
    scf.yield %fz2677_out : tensor<?x?xf32>
  }
    scf.yield %fz2676_out : tensor<?x?xf32>
  }
    scf.yield %fz2675_out : tensor<?x?xf32>
  }
    scf.yield %fz2674_out : tensor<?x?xf32>
  }
    scf.yield %fz2673_out : tensor<?x?xf32>
  }
    scf.yield %fz2672_out : tensor<?x?xf32>
  }
    scf.yield %fz2671_out : tensor<?x?xf32>
  }
    scf.yield %fz2670_out : tensor<?x?xf32>
  }
    scf.yield %fz2669_out : tensor<?x?xf32>
  }
    scf.yield %fz2668_out : tensor<?x?xf32>
  }
    scf.yield %fz2667_out : tensor<?x?xf32>
  }
    scf.yield %fz2666_out : tensor<?x?xf32>
  }
    scf.yield %fz2665_out : tensor<?x?xf32>
  }
    scf.yield %fz2664_out : tensor<?x?xf32>
  }
    scf.yield %fz2663_out : tensor<?x?xf32>
  }
    scf.yield %fz2662_out : tensor<?x?xf32>
  }
    scf.yield %fz2661_out : tensor<?x?xf32>
  }
    scf.yield %fz2660_out : tensor<?x?xf32>
  }
    scf.yield %fz2659_out : tensor<?x?xf32>
  }
    scf.yield %fz2658_out : tensor<?x?xf32>
  }
    scf.yield %fz2657_out : tensor<?x?xf32>
  }
    scf.yield %fz2656_out : tensor<?x?xf32>
  }
    scf.yield %fz2655_out : tensor<?x?xf32>
  }
    scf.yield %fz2654_out : tensor<?x?xf32>
  }
    scf.yield %fz2653_out : tensor<?x?xf32>
  }
    scf.yield %fz2652_out : tensor<?x?xf32>
  }
    scf.yield %fz2651_out : tensor<?x?xf32>
  }
    scf.yield %fz2650_out : tensor<?x?xf32>
  }
    scf.yield %fz2649_out : tensor<?x?xf32>
  }
    scf.yield %fz2648_out : tensor<?x?xf32>
  }
    scf.yield %fz2647_out : tensor<?x?xf32>
  }
    scf.yield %fz2646_out : tensor<?x?xf32>
  }
    scf.yield %fz2645_out : tensor<?x?xf32>
  }
    scf.yield %fz2644_out : tensor<?x?xf32>
  }
    scf.yield %fz2643_out : tensor<?x?xf32>
  }
    scf.yield %fz2642_out : tensor<?x?xf32>
  }
    scf.yield %fz2641_out : tensor<?x?xf32>
  }
    scf.yield %fz2640_out : tensor<?x?xf32>
  }
    scf.yield %fz2639_out : tensor<?x?xf32>
  }
    scf.yield %fz2638_out : tensor<?x?xf32>
  }
    scf.yield %fz2637_out : tensor<?x?xf32>
  }
    scf.yield %fz2636_out : tensor<?x?xf32>
  }
    scf.yield %fz2635_out : tensor<?x?xf32>
  }
    scf.yield %fz2634_out : tensor<?x?xf32>
  }
    scf.yield %fz2633_out : tensor<?x?xf32>
  }
    scf.yield %fz2632_out : tensor<?x?xf32>
  }
    scf.yield %fz2631_out : tensor<?x?xf32>
  }
    scf.yield %fz2630_out : tensor<?x?xf32>
  }
    scf.yield %fz2629_out : tensor<?x?xf32>
  }
    scf.yield %fz2628_out : tensor<?x?xf32>
  }
    scf.yield %fz2627_out : tensor<?x?xf32>
  }
    scf.yield %fz2626_out : tensor<?x?xf32>
  }
    scf.yield %fz2625_out : tensor<?x?xf32>
  }
    scf.yield %fz2624_out : tensor<?x?xf32>
  }
    scf.yield %fz2623_out : tensor<?x?xf32>
  }
    scf.yield %fz2622_out : tensor<?x?xf32>
  }
    scf.yield %fz2621_out : tensor<?x?xf32>
  }
    scf.yield %fz2620_out : tensor<?x?xf32>
  }
    scf.yield %fz2619_out : tensor<?x?xf32>
  }
    scf.yield %fz2618_out : tensor<?x?xf32>
  }
    scf.yield %fz2617_out : tensor<?x?xf32>
  }
    scf.yield %fz2616_out : tensor<?x?xf32>
  }
    scf.yield %fz2615_out : tensor<?x?xf32>
  }
    scf.yield %fz2614_out : tensor<?x?xf32>
  }
    scf.yield %fz2613_out : tensor<?x?xf32>
  }
    scf.yield %fz2612_out : tensor<?x?xf32>
  }
    scf.yield %fz2611_out : tensor<?x?xf32>
  }
    scf.yield %fz2610_out : tensor<?x?xf32>
  }
    scf.yield %fz2609_out : tensor<?x?xf32>
  }
    scf.yield %fz2608_out : tensor<?x?xf32>
  }
    scf.yield %fz2607_out : tensor<?x?xf32>
  }
    scf.yield %fz2606_out : tensor<?x?xf32>
  }
    scf.yield %fz2605_out : tensor<?x?xf32>
  }
    scf.yield %fz2604_out : tensor<?x?xf32>
  }
    scf.yield %fz2603_out : tensor<?x?xf32>
  }
    scf.yield %fz2602_out : tensor<?x?xf32>
  }
    scf.yield %fz2601_out : tensor<?x?xf32>
  }
    scf.yield %fz2600_out : tensor<?x?xf32>
  }
    scf.yield %fz2599_out : tensor<?x?xf32>
  }
    scf.yield %fz2598_out : tensor<?x?xf32>
  }
    scf.yield %fz2597_out : tensor<?x?xf32>
  }
    scf.yield %fz2596_out : tensor<?x?xf32>
  }
    scf.yield %fz2595_out : tensor<?x?xf32>
  }
    scf.yield %fz2594_out : tensor<?x?xf32>
  }
    scf.yield %fz2593_out : tensor<?x?xf32>
  }
    scf.yield %fz2592_out : tensor<?x?xf32>
  }
    scf.yield %fz2591_out : tensor<?x?xf32>
  }
    scf.yield %fz2590_out : tensor<?x?xf32>
  }
    scf.yield %fz2589_out : tensor<?x?xf32>
  }
    scf.yield %fz2588_out : tensor<?x?xf32>
  }
    scf.yield %fz2587_out : tensor<?x?xf32>
  }
    scf.yield %fz2586_out : tensor<?x?xf32>
  }
    scf.yield %fz2585_out : tensor<?x?xf32>
  }
    scf.yield %fz2584_out : tensor<?x?xf32>
  }
    scf.yield %fz2583_out : tensor<?x?xf32>
  }
    scf.yield %fz2582_out : tensor<?x?xf32>
  }
    scf.yield %fz2581_out : tensor<?x?xf32>
  }
    scf.yield %fz2580_out : tensor<?x?xf32>
  }
    scf.yield %fz2579_out : tensor<?x?xf32>
  }
    scf.yield %fz2578_out : tensor<?x?xf32>
  }
    scf.yield %fz2577_out : tensor<?x?xf32>
  }
    scf.yield %fz2576_out : tensor<?x?xf32>
  }
    scf.yield %fz2575_out : tensor<?x?xf32>
  }
    scf.yield %fz2574_out : tensor<?x?xf32>
  }
    scf.yield %fz2573_out : tensor<?x?xf32>
  }
    scf.yield %fz2572_out : tensor<?x?xf32>
  }
    scf.yield %fz2571_out : tensor<?x?xf32>
  }
    scf.yield %fz2570_out : tensor<?x?xf32>
  }
    scf.yield %fz2569_out : tensor<?x?xf32>
  }
    scf.yield %fz2568_out : tensor<?x?xf32>
  }
    scf.yield %fz2567_out : tensor<?x?xf32>
  }
    scf.yield %fz2566_out : tensor<?x?xf32>
  }
    scf.yield %fz2565_out : tensor<?x?xf32>
  }
    scf.yield %fz2564_out : tensor<?x?xf32>
  }
    scf.yield %fz2563_out : tensor<?x?xf32>
  }
    scf.yield %fz2562_out : tensor<?x?xf32>
  }
    scf.yield %fz2561_out : tensor<?x?xf32>
  }
    scf.yield %fz2560_out : tensor<?x?xf32>
  }
    scf.yield %fz2559_out : tensor<?x?xf32>
  }
    scf.yield %fz2558_out : tensor<?x?xf32>
  }
    scf.yield %fz2557_out : tensor<?x?xf32>
  }
    scf.yield %fz2556_out : tensor<?x?xf32>
  }
    scf.yield %fz2555_out : tensor<?x?xf32>
  }
    scf.yield %fz2554_out : tensor<?x?xf32>
  }
    scf.yield %fz2553_out : tensor<?x?xf32>
  }
    scf.yield %fz2552_out : tensor<?x?xf32>
  }
    scf.yield %fz2551_out : tensor<?x?xf32>
  }
    scf.yield %fz2550_out : tensor<?x?xf32>
  }
    scf.yield %fz2549_out : tensor<?x?xf32>
  }
    scf.yield %fz2548_out : tensor<?x?xf32>
  }
    scf.yield %fz2547_out : tensor<?x?xf32>
  }
    scf.yield %fz2546_out : tensor<?x?xf32>
  }
    scf.yield %fz2545_out : tensor<?x?xf32>
  }
    scf.yield %fz2544_out : tensor<?x?xf32>
  }
    scf.yield %fz2543_out : tensor<?x?xf32>
  }
    scf.yield %fz2542_out : tensor<?x?xf32>
  }
    scf.yield %fz2541_out : tensor<?x?xf32>
  }
    scf.yield %fz2540_out : tensor<?x?xf32>
  }
    scf.yield %fz2539_out : tensor<?x?xf32>
  }
    scf.yield %fz2538_out : tensor<?x?xf32>
  }
    scf.yield %fz2537_out : tensor<?x?xf32>
  }
    scf.yield %fz2536_out : tensor<?x?xf32>
  }
    scf.yield %fz2535_out : tensor<?x?xf32>
  }
    scf.yield %fz2534_out : tensor<?x?xf32>
  }
    scf.yield %fz2533_out : tensor<?x?xf32>
  }
    scf.yield %fz2532_out : tensor<?x?xf32>
  }
    scf.yield %fz2531_out : tensor<?x?xf32>
  }
    scf.yield %fz2530_out : tensor<?x?xf32>
  }
    scf.yield %fz2529_out : tensor<?x?xf32>
  }
    scf.yield %fz2528_out : tensor<?x?xf32>
  }
    scf.yield %fz2527_out : tensor<?x?xf32>
  }
    scf.yield %fz2526_out : tensor<?x?xf32>
  }
    scf.yield %fz2525_out : tensor<?x?xf32>
  }
    scf.yield %fz2524_out : tensor<?x?xf32>
  }
    scf.yield %fz2523_out : tensor<?x?xf32>
  }
    scf.yield %fz2522_out : tensor<?x?xf32>
  }
    scf.yield %fz2521_out : tensor<?x?xf32>
  }
    scf.yield %fz2520_out : tensor<?x?xf32>
  }
    scf.yield %fz2519_out : tensor<?x?xf32>
  }
    scf.yield %fz2518_out : tensor<?x?xf32>
  }
    scf.yield %fz2517_out : tensor<?x?xf32>
  }
    scf.yield %fz2516_out : tensor<?x?xf32>
  }
    scf.yield %fz2515_out : tensor<?x?xf32>
  }
    scf.yield %fz2514_out : tensor<?x?xf32>
  }
    scf.yield %fz2513_out : tensor<?x?xf32>
  }
    scf.yield %fz2512_out : tensor<?x?xf32>
  }
    scf.yield %fz2511_out : tensor<?x?xf32>
  }
    scf.yield %fz2510_out : tensor<?x?xf32>
  }
    scf.yield %fz2509_out : tensor<?x?xf32>
  }
    scf.yield %fz2508_out : tensor<?x?xf32>
  }
    scf.yield %fz2507_out : tensor<?x?xf32>
  }
    scf.yield %fz2506_out : tensor<?x?xf32>
  }
    scf.yield %fz2505_out : tensor<?x?xf32>
  }
    scf.yield %fz2504_out : tensor<?x?xf32>
  }
    scf.yield %fz2503_out : tensor<?x?xf32>
  }
    scf.yield %fz2502_out : tensor<?x?xf32>
  }
    scf.yield %fz2501_out : tensor<?x?xf32>
  }
    scf.yield %fz2500_out : tensor<?x?xf32>
  }
    scf.yield %fz2499_out : tensor<?x?xf32>
  }
    scf.yield %fz2498_out : tensor<?x?xf32>
  }
    scf.yield %fz2497_out : tensor<?x?xf32>
  }
    scf.yield %fz2496_out : tensor<?x?xf32>
  }
    scf.yield %fz2495_out : tensor<?x?xf32>
  }
    scf.yield %fz2494_out : tensor<?x?xf32>
  }
    scf.yield %fz2493_out : tensor<?x?xf32>
  }
    scf.yield %fz2492_out : tensor<?x?xf32>
  }
    scf.yield %fz2491_out : tensor<?x?xf32>
  }
    scf.yield %fz2490_out : tensor<?x?xf32>
  }
    scf.yield %fz2489_out : tensor<?x?xf32>
  }
    scf.yield %fz2488_out : tensor<?x?xf32>
  }
    scf.yield %fz2487_out : tensor<?x?xf32>
  }
    scf.yield %fz2486_out : tensor<?x?xf32>
  }
    scf.yield %fz2485_out : tensor<?x?xf32>
  }
    scf.yield %fz2484_out : tensor<?x?xf32>
  }
    scf.yield %fz2483_out : tensor<?x?xf32>
  }
    scf.yield %fz2482_out : tensor<?x?xf32>
  }
    scf.yield %fz2481_out : tensor<?x?xf32>
  }
    scf.yield %fz2480_out : tensor<?x?xf32>
  }
    scf.yield %fz2479_out : tensor<?x?xf32>
  }
    scf.yield %fz2478_out : tensor<?x?xf32>
  }
    scf.yield %fz2477_out : tensor<?x?xf32>
  }
    scf.yield %fz2476_out : tensor<?x?xf32>
  }
    scf.yield %fz2475_out : tensor<?x?xf32>
  }
    scf.yield %fz2474_out : tensor<?x?xf32>
  }
    scf.yield %fz2473_out : tensor<?x?xf32>
  }
    scf.yield %fz2472_out : tensor<?x?xf32>
  }
    scf.yield %fz2471_out : tensor<?x?xf32>
  }
    scf.yield %fz2470_out : tensor<?x?xf32>
  }
    scf.yield %fz2469_out : tensor<?x?xf32>
  }
    scf.yield %fz2468_out : tensor<?x?xf32>
  }
    scf.yield %fz2467_out : tensor<?x?xf32>
  }
    scf.yield %fz2466_out : tensor<?x?xf32>
  }
    scf.yield %fz2465_out : tensor<?x?xf32>
  }
    scf.yield %fz2464_out : tensor<?x?xf32>
  }
    scf.yield %fz2463_out : tensor<?x?xf32>
  }
    scf.yield %fz2462_out : tensor<?x?xf32>
  }
    scf.yield %fz2461_out : tensor<?x?xf32>
  }
    scf.yield %fz2460_out : tensor<?x?xf32>
  }
    scf.yield %fz2459_out : tensor<?x?xf32>
  }
    scf.yield %fz2458_out : tensor<?x?xf32>
  }
    scf.yield %fz2457_out : tensor<?x?xf32>
  }
    scf.yield %fz2456_out : tensor<?x?xf32>
  }
    scf.yield %fz2455_out : tensor<?x?xf32>
  }
    scf.yield %fz2454_out : tensor<?x?xf32>
  }
    scf.yield %fz2453_out : tensor<?x?xf32>
  }
    scf.yield %fz2452_out : tensor<?x?xf32>
  }
    scf.yield %fz2451_out : tensor<?x?xf32>
  }
    scf.yield %fz2450_out : tensor<?x?xf32>
  }
    scf.yield %fz2449_out : tensor<?x?xf32>
  }
    scf.yield %fz2448_out : tensor<?x?xf32>
  }
    scf.yield %fz2447_out : tensor<?x?xf32>
  }
    scf.yield %fz2446_out : tensor<?x?xf32>
  }
    scf.yield %fz2445_out : tensor<?x?xf32>
  }
    scf.yield %fz2444_out : tensor<?x?xf32>
  }
    scf.yield %fz2443_out : tensor<?x?xf32>
  }
    scf.yield %fz2442_out : tensor<?x?xf32>
  }
    scf.yield %fz2441_out : tensor<?x?xf32>
  }
    scf.yield %fz2440_out : tensor<?x?xf32>
  }
    scf.yield %fz2439_out : tensor<?x?xf32>
  }
    scf.yield %fz2438_out : tensor<?x?xf32>
  }
    scf.yield %fz2437_out : tensor<?x?xf32>
  }
    scf.yield %fz2436_out : tensor<?x?xf32>
  }
    scf.yield %fz2435_out : tensor<?x?xf32>
  }
    scf.yield %fz2434_out : tensor<?x?xf32>
  }
    scf.yield %fz2433_out : tensor<?x?xf32>
  }
    scf.yield %fz2432_out : tensor<?x?xf32>
  }
    scf.yield %fz2431_out : tensor<?x?xf32>
  }
    scf.yield %fz2430_out : tensor<?x?xf32>
  }
    scf.yield %fz2429_out : tensor<?x?xf32>
  }
    scf.yield %fz2428_out : tensor<?x?xf32>
  }
    scf.yield %fz2427_out : tensor<?x?xf32>
  }
    scf.yield %fz2426_out : tensor<?x?xf32>
  }
    scf.yield %fz2425_out : tensor<?x?xf32>
  }
    scf.yield %fz2424_out : tensor<?x?xf32>
  }
    scf.yield %fz2423_out : tensor<?x?xf32>
  }
    scf.yield %fz2422_out : tensor<?x?xf32>
  }
    scf.yield %fz2421_out : tensor<?x?xf32>
  }
    scf.yield %fz2420_out : tensor<?x?xf32>
  }
    scf.yield %fz2419_out : tensor<?x?xf32>
  }
    scf.yield %fz2418_out : tensor<?x?xf32>
  }
    scf.yield %fz2417_out : tensor<?x?xf32>
  }
    scf.yield %fz2416_out : tensor<?x?xf32>
  }
    scf.yield %fz2415_out : tensor<?x?xf32>
  }
    scf.yield %fz2414_out : tensor<?x?xf32>
  }
    scf.yield %fz2413_out : tensor<?x?xf32>
  }
    scf.yield %fz2412_out : tensor<?x?xf32>
  }
    scf.yield %fz2411_out : tensor<?x?xf32>
  }
    scf.yield %fz2410_out : tensor<?x?xf32>
  }
    scf.yield %fz2409_out : tensor<?x?xf32>
  }
    scf.yield %fz2408_out : tensor<?x?xf32>
  }
    scf.yield %fz2407_out : tensor<?x?xf32>
  }
    scf.yield %fz2406_out : tensor<?x?xf32>
  }
    scf.yield %fz2405_out : tensor<?x?xf32>
  }
    scf.yield %fz2404_out : tensor<?x?xf32>
  }
    scf.yield %fz2403_out : tensor<?x?xf32>
  }
    scf.yield %fz2402_out : tensor<?x?xf32>
  }
    scf.yield %fz2401_out : tensor<?x?xf32>
  }
    scf.yield %fz2400_out : tensor<?x?xf32>
  }
    scf.yield %fz2399_out : tensor<?x?xf32>
  }
    scf.yield %fz2398_out : tensor<?x?xf32>
  }
    scf.yield %fz2397_out : tensor<?x?xf32>
  }
    scf.yield %fz2396_out : tensor<?x?xf32>
  }
    scf.yield %fz2395_out : tensor<?x?xf32>
  }
    scf.yield %fz2394_out : tensor<?x?xf32>
  }
    scf.yield %fz2393_out : tensor<?x?xf32>
  }
    scf.yield %fz2392_out : tensor<?x?xf32>
  }
    scf.yield %fz2391_out : tensor<?x?xf32>
  }
    scf.yield %fz2390_out : tensor<?x?xf32>
  }
    scf.yield %fz2389_out : tensor<?x?xf32>
  }
    scf.yield %fz2388_out : tensor<?x?xf32>
  }
    scf.yield %fz2387_out : tensor<?x?xf32>
  }
    scf.yield %fz2386_out : tensor<?x?xf32>
  }
    scf.yield %fz2385_out : tensor<?x?xf32>
  }
    scf.yield %fz2384_out : tensor<?x?xf32>
  }
    scf.yield %fz2383_out : tensor<?x?xf32>
  }
    scf.yield %fz2382_out : tensor<?x?xf32>
  }
    scf.yield %fz2381_out : tensor<?x?xf32>
  }
    scf.yield %fz2380_out : tensor<?x?xf32>
  }
    scf.yield %fz2379_out : tensor<?x?xf32>
  }
    scf.yield %fz2378_out : tensor<?x?xf32>
  }
    scf.yield %fz2377_out : tensor<?x?xf32>
  }
    scf.yield %fz2376_out : tensor<?x?xf32>
  }
    scf.yield %fz2375_out : tensor<?x?xf32>
  }
    scf.yield %fz2374_out : tensor<?x?xf32>
  }
    scf.yield %fz2373_out : tensor<?x?xf32>
  }
    scf.yield %fz2372_out : tensor<?x?xf32>
  }
    scf.yield %fz2371_out : tensor<?x?xf32>
  }
    scf.yield %fz2370_out : tensor<?x?xf32>
  }
    scf.yield %fz2369_out : tensor<?x?xf32>
  }
    scf.yield %fz2368_out : tensor<?x?xf32>
  }
    scf.yield %fz2367_out : tensor<?x?xf32>
  }
    scf.yield %fz2366_out : tensor<?x?xf32>
  }
    scf.yield %fz2365_out : tensor<?x?xf32>
  }
    scf.yield %fz2364_out : tensor<?x?xf32>
  }
    scf.yield %fz2363_out : tensor<?x?xf32>
  }
    scf.yield %fz2362_out : tensor<?x?xf32>
  }
    scf.yield %fz2361_out : tensor<?x?xf32>
  }
    scf.yield %fz2360_out : tensor<?x?xf32>
  }
    scf.yield %fz2359_out : tensor<?x?xf32>
  }
    scf.yield %fz2358_out : tensor<?x?xf32>
  }
    scf.yield %fz2357_out : tensor<?x?xf32>
  }
    scf.yield %fz2356_out : tensor<?x?xf32>
  }
    scf.yield %fz2355_out : tensor<?x?xf32>
  }
    scf.yield %fz2354_out : tensor<?x?xf32>
  }
    scf.yield %fz2353_out : tensor<?x?xf32>
  }
    scf.yield %fz2352_out : tensor<?x?xf32>
  }
    scf.yield %fz2351_out : tensor<?x?xf32>
  }
    scf.yield %fz2350_out : tensor<?x?xf32>
  }
    scf.yield %fz2349_out : tensor<?x?xf32>
  }
    scf.yield %fz2348_out : tensor<?x?xf32>
  }
    scf.yield %fz2347_out : tensor<?x?xf32>
  }
    scf.yield %fz2346_out : tensor<?x?xf32>
  }
    scf.yield %fz2345_out : tensor<?x?xf32>
  }
    scf.yield %fz2344_out : tensor<?x?xf32>
  }
    scf.yield %fz2343_out : tensor<?x?xf32>
  }
    scf.yield %fz2342_out : tensor<?x?xf32>
  }
    scf.yield %fz2341_out : tensor<?x?xf32>
  }
    scf.yield %fz2340_out : tensor<?x?xf32>
  }
    scf.yield %fz2339_out : tensor<?x?xf32>
  }
    scf.yield %fz2338_out : tensor<?x?xf32>
  }
    scf.yield %fz2337_out : tensor<?x?xf32>
  }
    scf.yield %fz2336_out : tensor<?x?xf32>
  }
    scf.yield %fz2335_out : tensor<?x?xf32>
  }
    scf.yield %fz2334_out : tensor<?x?xf32>
  }
    scf.yield %fz2333_out : tensor<?x?xf32>
  }
    scf.yield %fz2332_out : tensor<?x?xf32>
  }
    scf.yield %fz2331_out : tensor<?x?xf32>
  }
    scf.yield %fz2330_out : tensor<?x?xf32>
  }
    scf.yield %fz2329_out : tensor<?x?xf32>
  }
    scf.yield %fz2328_out : tensor<?x?xf32>
  }
    scf.yield %fz2327_out : tensor<?x?xf32>
  }
    scf.yield %fz2326_out : tensor<?x?xf32>
  }
    scf.yield %fz2325_out : tensor<?x?xf32>
  }
    scf.yield %fz2324_out : tensor<?x?xf32>
  }
    scf.yield %fz2323_out : tensor<?x?xf32>
  }
    scf.yield %fz2322_out : tensor<?x?xf32>
  }
    scf.yield %fz2321_out : tensor<?x?xf32>
  }
    scf.yield %fz2320_out : tensor<?x?xf32>
  }
    scf.yield %fz2319_out : tensor<?x?xf32>
  }
    scf.yield %fz2318_out : tensor<?x?xf32>
  }
    scf.yield %fz2317_out : tensor<?x?xf32>
  }
    scf.yield %fz2316_out : tensor<?x?xf32>
  }
    scf.yield %fz2315_out : tensor<?x?xf32>
  }
    scf.yield %fz2314_out : tensor<?x?xf32>
  }
    scf.yield %fz2313_out : tensor<?x?xf32>
  }
    scf.yield %fz2312_out : tensor<?x?xf32>
  }
    scf.yield %fz2311_out : tensor<?x?xf32>
  }
    scf.yield %fz2310_out : tensor<?x?xf32>
  }
    scf.yield %fz2309_out : tensor<?x?xf32>
  }
    scf.yield %fz2308_out : tensor<?x?xf32>
  }
    scf.yield %fz2307_out : tensor<?x?xf32>
  }
    scf.yield %fz2306_out : tensor<?x?xf32>
  }
    scf.yield %fz2305_out : tensor<?x?xf32>
  }
    scf.yield %fz2304_out : tensor<?x?xf32>
  }
    scf.yield %fz2303_out : tensor<?x?xf32>
  }
    scf.yield %fz2302_out : tensor<?x?xf32>
  }
    scf.yield %fz2301_out : tensor<?x?xf32>
  }
    scf.yield %fz2300_out : tensor<?x?xf32>
  }
    scf.yield %fz2299_out : tensor<?x?xf32>
  }
    scf.yield %fz2298_out : tensor<?x?xf32>
  }
    scf.yield %fz2297_out : tensor<?x?xf32>
  }
    scf.yield %fz2296_out : tensor<?x?xf32>
  }
    scf.yield %fz2295_out : tensor<?x?xf32>
  }
    scf.yield %fz2294_out : tensor<?x?xf32>
  }
    scf.yield %fz2293_out : tensor<?x?xf32>
  }
    scf.yield %fz2292_out : tensor<?x?xf32>
  }
    scf.yield %fz2291_out : tensor<?x?xf32>
  }
    scf.yield %fz2290_out : tensor<?x?xf32>
  }
    scf.yield %fz2289_out : tensor<?x?xf32>
  }
    scf.yield %fz2288_out : tensor<?x?xf32>
  }
    scf.yield %fz2287_out : tensor<?x?xf32>
  }
    scf.yield %fz2286_out : tensor<?x?xf32>
  }
    scf.yield %fz2285_out : tensor<?x?xf32>
  }
    scf.yield %fz2284_out : tensor<?x?xf32>
  }
    scf.yield %fz2283_out : tensor<?x?xf32>
  }
    scf.yield %fz2282_out : tensor<?x?xf32>
  }
    scf.yield %fz2281_out : tensor<?x?xf32>
  }
    scf.yield %fz2280_out : tensor<?x?xf32>
  }
    scf.yield %fz2279_out : tensor<?x?xf32>
  }
    scf.yield %fz2278_out : tensor<?x?xf32>
  }
    scf.yield %fz2277_out : tensor<?x?xf32>
  }
    scf.yield %fz2276_out : tensor<?x?xf32>
  }
    scf.yield %fz2275_out : tensor<?x?xf32>
  }
    scf.yield %fz2274_out : tensor<?x?xf32>
  }
    scf.yield %fz2273_out : tensor<?x?xf32>
  }
    scf.yield %fz2272_out : tensor<?x?xf32>
  }
    scf.yield %fz2271_out : tensor<?x?xf32>
  }
    scf.yield %fz2270_out : tensor<?x?xf32>
  }
    scf.yield %fz2269_out : tensor<?x?xf32>
  }
    scf.yield %fz2268_out : tensor<?x?xf32>
  }
    scf.yield %fz2267_out : tensor<?x?xf32>
  }
    scf.yield %fz2266_out : tensor<?x?xf32>
  }
    scf.yield %fz2265_out : tensor<?x?xf32>
  }
    scf.yield %fz2264_out : tensor<?x?xf32>
  }
    scf.yield %fz2263_out : tensor<?x?xf32>
  }
    scf.yield %fz2262_out : tensor<?x?xf32>
  }
    scf.yield %fz2261_out : tensor<?x?xf32>
  }
    scf.yield %fz2260_out : tensor<?x?xf32>
  }
    scf.yield %fz2259_out : tensor<?x?xf32>
  }
    scf.yield %fz2258_out : tensor<?x?xf32>
  }
    scf.yield %fz2257_out : tensor<?x?xf32>
  }
    scf.yield %fz2256_out : tensor<?x?xf32>
  }
    scf.yield %fz2255_out : tensor<?x?xf32>
  }
    scf.yield %fz2254_out : tensor<?x?xf32>
  }
    scf.yield %fz2253_out : tensor<?x?xf32>
  }
    scf.yield %fz2252_out : tensor<?x?xf32>
  }
    scf.yield %fz2251_out : tensor<?x?xf32>
  }
    scf.yield %fz2250_out : tensor<?x?xf32>
  }
    scf.yield %fz2249_out : tensor<?x?xf32>
  }
    scf.yield %fz2248_out : tensor<?x?xf32>
  }
    scf.yield %fz2247_out : tensor<?x?xf32>
  }
    scf.yield %fz2246_out : tensor<?x?xf32>
  }
    scf.yield %fz2245_out : tensor<?x?xf32>
  }
    scf.yield %fz2244_out : tensor<?x?xf32>
  }
    scf.yield %fz2243_out : tensor<?x?xf32>
  }
    scf.yield %fz2242_out : tensor<?x?xf32>
  }
    scf.yield %fz2241_out : tensor<?x?xf32>
  }
    scf.yield %fz2240_out : tensor<?x?xf32>
  }
    scf.yield %fz2239_out : tensor<?x?xf32>
  }
    scf.yield %fz2238_out : tensor<?x?xf32>
  }
    scf.yield %fz2237_out : tensor<?x?xf32>
  }
    scf.yield %fz2236_out : tensor<?x?xf32>
  }
    scf.yield %fz2235_out : tensor<?x?xf32>
  }
    scf.yield %fz2234_out : tensor<?x?xf32>
  }
    scf.yield %fz2233_out : tensor<?x?xf32>
  }
    scf.yield %fz2232_out : tensor<?x?xf32>
  }
    scf.yield %fz2231_out : tensor<?x?xf32>
  }
    scf.yield %fz2230_out : tensor<?x?xf32>
  }
    scf.yield %fz2229_out : tensor<?x?xf32>
  }
    scf.yield %fz2228_out : tensor<?x?xf32>
  }
    scf.yield %fz2227_out : tensor<?x?xf32>
  }
    scf.yield %fz2226_out : tensor<?x?xf32>
  }
    scf.yield %fz2225_out : tensor<?x?xf32>
  }
    scf.yield %fz2224_out : tensor<?x?xf32>
  }
    scf.yield %fz2223_out : tensor<?x?xf32>
  }
    scf.yield %fz2222_out : tensor<?x?xf32>
  }
    scf.yield %fz2221_out : tensor<?x?xf32>
  }
    scf.yield %fz2220_out : tensor<?x?xf32>
  }
    scf.yield %fz2219_out : tensor<?x?xf32>
  }
    scf.yield %fz2218_out : tensor<?x?xf32>
  }
    scf.yield %fz2217_out : tensor<?x?xf32>
  }
    scf.yield %fz2216_out : tensor<?x?xf32>
  }
    scf.yield %fz2215_out : tensor<?x?xf32>
  }
    scf.yield %fz2214_out : tensor<?x?xf32>
  }
    scf.yield %fz2213_out : tensor<?x?xf32>
  }
    scf.yield %fz2212_out : tensor<?x?xf32>
  }
    scf.yield %fz2211_out : tensor<?x?xf32>
  }
    scf.yield %fz2210_out : tensor<?x?xf32>
  }
    scf.yield %fz2209_out : tensor<?x?xf32>
  }
    scf.yield %fz2208_out : tensor<?x?xf32>
  }
    scf.yield %fz2207_out : tensor<?x?xf32>
  }
    scf.yield %fz2206_out : tensor<?x?xf32>
  }
    scf.yield %fz2205_out : tensor<?x?xf32>
  }
    scf.yield %fz2204_out : tensor<?x?xf32>
  }
    scf.yield %fz2203_out : tensor<?x?xf32>
  }
    scf.yield %fz2202_out : tensor<?x?xf32>
  }
    scf.yield %fz2201_out : tensor<?x?xf32>
  }
    scf.yield %fz2200_out : tensor<?x?xf32>
  }
    scf.yield %fz2199_out : tensor<?x?xf32>
  }
    scf.yield %fz2198_out : tensor<?x?xf32>
  }
    scf.yield %fz2197_out : tensor<?x?xf32>
  }
    scf.yield %fz2196_out : tensor<?x?xf32>
  }
    scf.yield %fz2195_out : tensor<?x?xf32>
  }
    scf.yield %fz2194_out : tensor<?x?xf32>
  }
    scf.yield %fz2193_out : tensor<?x?xf32>
  }
    scf.yield %fz2192_out : tensor<?x?xf32>
  }
    scf.yield %fz2191_out : tensor<?x?xf32>
  }
    scf.yield %fz2190_out : tensor<?x?xf32>
  }
    scf.yield %fz2189_out : tensor<?x?xf32>
  }
    scf.yield %fz2188_out : tensor<?x?xf32>
  }
    scf.yield %fz2187_out : tensor<?x?xf32>
  }
    scf.yield %fz2186_out : tensor<?x?xf32>
  }
    scf.yield %fz2185_out : tensor<?x?xf32>
  }
    scf.yield %fz2184_out : tensor<?x?xf32>
  }
    scf.yield %fz2183_out : tensor<?x?xf32>
  }
    scf.yield %fz2182_out : tensor<?x?xf32>
  }
    scf.yield %fz2181_out : tensor<?x?xf32>
  }
    scf.yield %fz2180_out : tensor<?x?xf32>
  }
    scf.yield %fz2179_out : tensor<?x?xf32>
  }
    scf.yield %fz2178_out : tensor<?x?xf32>
  }
    scf.yield %fz2177_out : tensor<?x?xf32>
  }
    scf.yield %fz2176_out : tensor<?x?xf32>
  }
    scf.yield %fz2175_out : tensor<?x?xf32>
  }
    scf.yield %fz2174_out : tensor<?x?xf32>
  }
    scf.yield %fz2173_out : tensor<?x?xf32>
  }
    scf.yield %fz2172_out : tensor<?x?xf32>
  }
    scf.yield %fz2171_out : tensor<?x?xf32>
  }
    scf.yield %fz2170_out : tensor<?x?xf32>
  }
    scf.yield %fz2169_out : tensor<?x?xf32>
  }
    scf.yield %fz2168_out : tensor<?x?xf32>
  }
    scf.yield %fz2167_out : tensor<?x?xf32>
  }
    scf.yield %fz2166_out : tensor<?x?xf32>
  }
    scf.yield %fz2165_out : tensor<?x?xf32>
  }
    scf.yield %fz2164_out : tensor<?x?xf32>
  }
    scf.yield %fz2163_out : tensor<?x?xf32>
  }
    scf.yield %fz2162_out : tensor<?x?xf32>
  }
    scf.yield %fz2161_out : tensor<?x?xf32>
  }
    scf.yield %fz2160_out : tensor<?x?xf32>
  }
    scf.yield %fz2159_out : tensor<?x?xf32>
  }
    scf.yield %fz2158_out : tensor<?x?xf32>
  }
    scf.yield %fz2157_out : tensor<?x?xf32>
  }
    scf.yield %fz2156_out : tensor<?x?xf32>
  }
    scf.yield %fz2155_out : tensor<?x?xf32>
  }
    scf.yield %fz2154_out : tensor<?x?xf32>
  }
    scf.yield %fz2153_out : tensor<?x?xf32>
  }
    scf.yield %fz2152_out : tensor<?x?xf32>
  }
    scf.yield %fz2151_out : tensor<?x?xf32>
  }
    scf.yield %fz2150_out : tensor<?x?xf32>
  }
    scf.yield %fz2149_out : tensor<?x?xf32>
  }
    scf.yield %fz2148_out : tensor<?x?xf32>
  }
    scf.yield %fz2147_out : tensor<?x?xf32>
  }
    scf.yield %fz2146_out : tensor<?x?xf32>
  }
    scf.yield %fz2145_out : tensor<?x?xf32>
  }
    scf.yield %fz2144_out : tensor<?x?xf32>
  }
    scf.yield %fz2143_out : tensor<?x?xf32>
  }
    scf.yield %fz2142_out : tensor<?x?xf32>
  }
    scf.yield %fz2141_out : tensor<?x?xf32>
  }
    scf.yield %fz2140_out : tensor<?x?xf32>
  }
    scf.yield %fz2139_out : tensor<?x?xf32>
  }
    scf.yield %fz2138_out : tensor<?x?xf32>
  }
    scf.yield %fz2137_out : tensor<?x?xf32>
  }
    scf.yield %fz2136_out : tensor<?x?xf32>
  }
    scf.yield %fz2135_out : tensor<?x?xf32>
  }
    scf.yield %fz2134_out : tensor<?x?xf32>
  }
    scf.yield %fz2133_out : tensor<?x?xf32>
  }
    scf.yield %fz2132_out : tensor<?x?xf32>
  }
    scf.yield %fz2131_out : tensor<?x?xf32>
  }
    scf.yield %fz2130_out : tensor<?x?xf32>
  }
    scf.yield %fz2129_out : tensor<?x?xf32>
  }
    scf.yield %fz2128_out : tensor<?x?xf32>
  }
    scf.yield %fz2127_out : tensor<?x?xf32>
  }
    scf.yield %fz2126_out : tensor<?x?xf32>
  }
    scf.yield %fz2125_out : tensor<?x?xf32>
  }
    scf.yield %fz2124_out : tensor<?x?xf32>
  }
    scf.yield %fz2123_out : tensor<?x?xf32>
  }
    scf.yield %fz2122_out : tensor<?x?xf32>
  }
    scf.yield %fz2121_out : tensor<?x?xf32>
  }
    scf.yield %fz2120_out : tensor<?x?xf32>
  }
    scf.yield %fz2119_out : tensor<?x?xf32>
  }
    scf.yield %fz2118_out : tensor<?x?xf32>
  }
    scf.yield %fz2117_out : tensor<?x?xf32>
  }
    scf.yield %fz2116_out : tensor<?x?xf32>
  }
    scf.yield %fz2115_out : tensor<?x?xf32>
  }
    scf.yield %fz2114_out : tensor<?x?xf32>
  }
    scf.yield %fz2113_out : tensor<?x?xf32>
  }
    scf.yield %fz2112_out : tensor<?x?xf32>
  }
    scf.yield %fz2111_out : tensor<?x?xf32>
  }
    scf.yield %fz2110_out : tensor<?x?xf32>
  }
    scf.yield %fz2109_out : tensor<?x?xf32>
  }
    scf.yield %fz2108_out : tensor<?x?xf32>
  }
    scf.yield %fz2107_out : tensor<?x?xf32>
  }
    scf.yield %fz2106_out : tensor<?x?xf32>
  }
    scf.yield %fz2105_out : tensor<?x?xf32>
  }
    scf.yield %fz2104_out : tensor<?x?xf32>
  }
    scf.yield %fz2103_out : tensor<?x?xf32>
  }
    scf.yield %fz2102_out : tensor<?x?xf32>
  }
    scf.yield %fz2101_out : tensor<?x?xf32>
  }
    scf.yield %fz2100_out : tensor<?x?xf32>
  }
    scf.yield %fz2099_out : tensor<?x?xf32>
  }
    scf.yield %fz2098_out : tensor<?x?xf32>
  }
    scf.yield %fz2097_out : tensor<?x?xf32>
  }
    scf.yield %fz2096_out : tensor<?x?xf32>
  }
    scf.yield %fz2095_out : tensor<?x?xf32>
  }
    scf.yield %fz2094_out : tensor<?x?xf32>
  }
    scf.yield %fz2093_out : tensor<?x?xf32>
  }
    scf.yield %fz2092_out : tensor<?x?xf32>
  }
    scf.yield %fz2091_out : tensor<?x?xf32>
  }
    scf.yield %fz2090_out : tensor<?x?xf32>
  }
    scf.yield %fz2089_out : tensor<?x?xf32>
  }
    scf.yield %fz2088_out : tensor<?x?xf32>
  }
    scf.yield %fz2087_out : tensor<?x?xf32>
  }
    scf.yield %fz2086_out : tensor<?x?xf32>
  }
    scf.yield %fz2085_out : tensor<?x?xf32>
  }
    scf.yield %fz2084_out : tensor<?x?xf32>
  }
    scf.yield %fz2083_out : tensor<?x?xf32>
  }
    scf.yield %fz2082_out : tensor<?x?xf32>
  }
    scf.yield %fz2081_out : tensor<?x?xf32>
  }
    scf.yield %fz2080_out : tensor<?x?xf32>
  }
    scf.yield %fz2079_out : tensor<?x?xf32>
  }
    scf.yield %fz2078_out : tensor<?x?xf32>
  }
    scf.yield %fz2077_out : tensor<?x?xf32>
  }
    scf.yield %fz2076_out : tensor<?x?xf32>
  }
    scf.yield %fz2075_out : tensor<?x?xf32>
  }
    scf.yield %fz2074_out : tensor<?x?xf32>
  }
    scf.yield %fz2073_out : tensor<?x?xf32>
  }
    scf.yield %fz2072_out : tensor<?x?xf32>
  }
    scf.yield %fz2071_out : tensor<?x?xf32>
  }
    scf.yield %fz2070_out : tensor<?x?xf32>
  }
    scf.yield %fz2069_out : tensor<?x?xf32>
  }
    scf.yield %fz2068_out : tensor<?x?xf32>
  }
    scf.yield %fz2067_out : tensor<?x?xf32>
  }
    scf.yield %fz2066_out : tensor<?x?xf32>
  }
    scf.yield %fz2065_out : tensor<?x?xf32>
  }
    scf.yield %fz2064_out : tensor<?x?xf32>
  }
    scf.yield %fz2063_out : tensor<?x?xf32>
  }
    scf.yield %fz2062_out : tensor<?x?xf32>
  }
    scf.yield %fz2061_out : tensor<?x?xf32>
  }
    scf.yield %fz2060_out : tensor<?x?xf32>
  }
    scf.yield %fz2059_out : tensor<?x?xf32>
  }
    scf.yield %fz2058_out : tensor<?x?xf32>
  }
    scf.yield %fz2057_out : tensor<?x?xf32>
  }
    scf.yield %fz2056_out : tensor<?x?xf32>
  }
    scf.yield %fz2055_out : tensor<?x?xf32>
  }
    scf.yield %fz2054_out : tensor<?x?xf32>
  }
    scf.yield %fz2053_out : tensor<?x?xf32>
  }
    scf.yield %fz2052_out : tensor<?x?xf32>
  }
    scf.yield %fz2051_out : tensor<?x?xf32>
  }
    scf.yield %fz2050_out : tensor<?x?xf32>
  }
    scf.yield %fz2049_out : tensor<?x?xf32>
  }
    scf.yield %fz2048_out : tensor<?x?xf32>
  }
    scf.yield %fz2047_out : tensor<?x?xf32>
  }
    scf.yield %fz2046_out : tensor<?x?xf32>
  }
    scf.yield %fz2045_out : tensor<?x?xf32>
  }
    scf.yield %fz2044_out : tensor<?x?xf32>
  }
    scf.yield %fz2043_out : tensor<?x?xf32>
  }
    scf.yield %fz2042_out : tensor<?x?xf32>
  }
    scf.yield %fz2041_out : tensor<?x?xf32>
  }
    scf.yield %fz2040_out : tensor<?x?xf32>
  }
    scf.yield %fz2039_out : tensor<?x?xf32>
  }
    scf.yield %fz2038_out : tensor<?x?xf32>
  }
    scf.yield %fz2037_out : tensor<?x?xf32>
  }
    scf.yield %fz2036_out : tensor<?x?xf32>
  }
    scf.yield %fz2035_out : tensor<?x?xf32>
  }
    scf.yield %fz2034_out : tensor<?x?xf32>
  }
    scf.yield %fz2033_out : tensor<?x?xf32>
  }
    scf.yield %fz2032_out : tensor<?x?xf32>
  }
    scf.yield %fz2031_out : tensor<?x?xf32>
  }
    scf.yield %fz2030_out : tensor<?x?xf32>
  }
    scf.yield %fz2029_out : tensor<?x?xf32>
  }
    scf.yield %fz2028_out : tensor<?x?xf32>
  }
    scf.yield %fz2027_out : tensor<?x?xf32>
  }
    scf.yield %fz2026_out : tensor<?x?xf32>
  }
    scf.yield %fz2025_out : tensor<?x?xf32>
  }
    scf.yield %fz2024_out : tensor<?x?xf32>
  }
    scf.yield %fz2023_out : tensor<?x?xf32>
  }
    scf.yield %fz2022_out : tensor<?x?xf32>
  }
    scf.yield %fz2021_out : tensor<?x?xf32>
  }
    scf.yield %fz2020_out : tensor<?x?xf32>
  }
    scf.yield %fz2019_out : tensor<?x?xf32>
  }
    scf.yield %fz2018_out : tensor<?x?xf32>
  }
    scf.yield %fz2017_out : tensor<?x?xf32>
  }
    scf.yield %fz2016_out : tensor<?x?xf32>
  }
    scf.yield %fz2015_out : tensor<?x?xf32>
  }
    scf.yield %fz2014_out : tensor<?x?xf32>
  }
    scf.yield %fz2013_out : tensor<?x?xf32>
  }
    scf.yield %fz2012_out : tensor<?x?xf32>
  }
    scf.yield %fz2011_out : tensor<?x?xf32>
  }
    scf.yield %fz2010_out : tensor<?x?xf32>
  }
    scf.yield %fz2009_out : tensor<?x?xf32>
  }
    scf.yield %fz2008_out : tensor<?x?xf32>
  }
    scf.yield %fz2007_out : tensor<?x?xf32>
  }
    scf.yield %fz2006_out : tensor<?x?xf32>
  }
    scf.yield %fz2005_out : tensor<?x?xf32>
  }
    scf.yield %fz2004_out : tensor<?x?xf32>
  }
    scf.yield %fz2003_out : tensor<?x?xf32>
  }
    scf.yield %fz2002_out : tensor<?x?xf32>
  }
    scf.yield %fz2001_out : tensor<?x?xf32>
  }
    scf.yield %fz2000_out : tensor<?x?xf32>
  }
    scf.yield %fz1999_out : tensor<?x?xf32>
  }
    scf.yield %fz1998_out : tensor<?x?xf32>
  }
    scf.yield %fz1997_out : tensor<?x?xf32>
  }
    scf.yield %fz1996_out : tensor<?x?xf32>
  }
    scf.yield %fz1995_out : tensor<?x?xf32>
  }
    scf.yield %fz1994_out : tensor<?x?xf32>
  }
    scf.yield %fz1993_out : tensor<?x?xf32>
  }
    scf.yield %fz1992_out : tensor<?x?xf32>
  }
    scf.yield %fz1991_out : tensor<?x?xf32>
  }
    scf.yield %fz1990_out : tensor<?x?xf32>
  }
    scf.yield %fz1989_out : tensor<?x?xf32>
  }
    scf.yield %fz1988_out : tensor<?x?xf32>
  }
    scf.yield %fz1987_out : tensor<?x?xf32>
  }
    scf.yield %fz1986_out : tensor<?x?xf32>
  }
    scf.yield %fz1985_out : tensor<?x?xf32>
  }
    scf.yield %fz1984_out : tensor<?x?xf32>
  }
    scf.yield %fz1983_out : tensor<?x?xf32>
  }
    scf.yield %fz1982_out : tensor<?x?xf32>
  }
    scf.yield %fz1981_out : tensor<?x?xf32>
  }
    scf.yield %fz1980_out : tensor<?x?xf32>
  }
    scf.yield %fz1979_out : tensor<?x?xf32>
  }
    scf.yield %fz1978_out : tensor<?x?xf32>
  }
    scf.yield %fz1977_out : tensor<?x?xf32>
  }
    scf.yield %fz1976_out : tensor<?x?xf32>
  }
    scf.yield %fz1975_out : tensor<?x?xf32>
  }
    scf.yield %fz1974_out : tensor<?x?xf32>
  }
    scf.yield %fz1973_out : tensor<?x?xf32>
  }
    scf.yield %fz1972_out : tensor<?x?xf32>
  }
    scf.yield %fz1971_out : tensor<?x?xf32>
  }
    scf.yield %fz1970_out : tensor<?x?xf32>
  }
    scf.yield %fz1969_out : tensor<?x?xf32>
  }
    scf.yield %fz1968_out : tensor<?x?xf32>
  }
    scf.yield %fz1967_out : tensor<?x?xf32>
  }
    scf.yield %fz1966_out : tensor<?x?xf32>
  }
    scf.yield %fz1965_out : tensor<?x?xf32>
  }
    scf.yield %fz1964_out : tensor<?x?xf32>
  }
    scf.yield %fz1963_out : tensor<?x?xf32>
  }
    scf.yield %fz1962_out : tensor<?x?xf32>
  }
    scf.yield %fz1961_out : tensor<?x?xf32>
  }
    scf.yield %fz1960_out : tensor<?x?xf32>
  }
    scf.yield %fz1959_out : tensor<?x?xf32>
  }
    scf.yield %fz1958_out : tensor<?x?xf32>
  }
    scf.yield %fz1957_out : tensor<?x?xf32>
  }
    scf.yield %fz1956_out : tensor<?x?xf32>
  }
    scf.yield %fz1955_out : tensor<?x?xf32>
  }
    scf.yield %fz1954_out : tensor<?x?xf32>
  }
    scf.yield %fz1953_out : tensor<?x?xf32>
  }
    scf.yield %fz1952_out : tensor<?x?xf32>
  }
    scf.yield %fz1951_out : tensor<?x?xf32>
  }
    scf.yield %fz1950_out : tensor<?x?xf32>
  }
    scf.yield %fz1949_out : tensor<?x?xf32>
  }
    scf.yield %fz1948_out : tensor<?x?xf32>
  }
    scf.yield %fz1947_out : tensor<?x?xf32>
  }
    scf.yield %fz1946_out : tensor<?x?xf32>
  }
    scf.yield %fz1945_out : tensor<?x?xf32>
  }
    scf.yield %fz1944_out : tensor<?x?xf32>
  }
    scf.yield %fz1943_out : tensor<?x?xf32>
  }
    scf.yield %fz1942_out : tensor<?x?xf32>
  }
    scf.yield %fz1941_out : tensor<?x?xf32>
  }
    scf.yield %fz1940_out : tensor<?x?xf32>
  }
    scf.yield %fz1939_out : tensor<?x?xf32>
  }
    scf.yield %fz1938_out : tensor<?x?xf32>
  }
    scf.yield %fz1937_out : tensor<?x?xf32>
  }
    scf.yield %fz1936_out : tensor<?x?xf32>
  }
    scf.yield %fz1935_out : tensor<?x?xf32>
  }
    scf.yield %fz1934_out : tensor<?x?xf32>
  }
    scf.yield %fz1933_out : tensor<?x?xf32>
  }
    scf.yield %fz1932_out : tensor<?x?xf32>
  }
    scf.yield %fz1931_out : tensor<?x?xf32>
  }
    scf.yield %fz1930_out : tensor<?x?xf32>
  }
    scf.yield %fz1929_out : tensor<?x?xf32>
  }
    scf.yield %fz1928_out : tensor<?x?xf32>
  }
    scf.yield %fz1927_out : tensor<?x?xf32>
  }
    scf.yield %fz1926_out : tensor<?x?xf32>
  }
    scf.yield %fz1925_out : tensor<?x?xf32>
  }
    scf.yield %fz1924_out : tensor<?x?xf32>
  }
    scf.yield %fz1923_out : tensor<?x?xf32>
  }
    scf.yield %fz1922_out : tensor<?x?xf32>
  }
    scf.yield %fz1921_out : tensor<?x?xf32>
  }
    scf.yield %fz1920_out : tensor<?x?xf32>
  }
    scf.yield %fz1919_out : tensor<?x?xf32>
  }
    scf.yield %fz1918_out : tensor<?x?xf32>
  }
    scf.yield %fz1917_out : tensor<?x?xf32>
  }
    scf.yield %fz1916_out : tensor<?x?xf32>
  }
    scf.yield %fz1915_out : tensor<?x?xf32>
  }
    scf.yield %fz1914_out : tensor<?x?xf32>
  }
    scf.yield %fz1913_out : tensor<?x?xf32>
  }
    scf.yield %fz1912_out : tensor<?x?xf32>
  }
    scf.yield %fz1911_out : tensor<?x?xf32>
  }
    scf.yield %fz1910_out : tensor<?x?xf32>
  }
    scf.yield %fz1909_out : tensor<?x?xf32>
  }
    scf.yield %fz1908_out : tensor<?x?xf32>
  }
    scf.yield %fz1907_out : tensor<?x?xf32>
  }
    scf.yield %fz1906_out : tensor<?x?xf32>
  }
    scf.yield %fz1905_out : tensor<?x?xf32>
  }
    scf.yield %fz1904_out : tensor<?x?xf32>
  }
    scf.yield %fz1903_out : tensor<?x?xf32>
  }
    scf.yield %fz1902_out : tensor<?x?xf32>
  }
    scf.yield %fz1901_out : tensor<?x?xf32>
  }
    scf.yield %fz1900_out : tensor<?x?xf32>
  }
    scf.yield %fz1899_out : tensor<?x?xf32>
  }
    scf.yield %fz1898_out : tensor<?x?xf32>
  }
    scf.yield %fz1897_out : tensor<?x?xf32>
  }
    scf.yield %fz1896_out : tensor<?x?xf32>
  }
    scf.yield %fz1895_out : tensor<?x?xf32>
  }
    scf.yield %fz1894_out : tensor<?x?xf32>
  }
    scf.yield %fz1893_out : tensor<?x?xf32>
  }
    scf.yield %fz1892_out : tensor<?x?xf32>
  }
    scf.yield %fz1891_out : tensor<?x?xf32>
  }
    scf.yield %fz1890_out : tensor<?x?xf32>
  }
    scf.yield %fz1889_out : tensor<?x?xf32>
  }
    scf.yield %fz1888_out : tensor<?x?xf32>
  }
    scf.yield %fz1887_out : tensor<?x?xf32>
  }
    scf.yield %fz1886_out : tensor<?x?xf32>
  }
    scf.yield %fz1885_out : tensor<?x?xf32>
  }
    scf.yield %fz1884_out : tensor<?x?xf32>
  }
    scf.yield %fz1883_out : tensor<?x?xf32>
  }
    scf.yield %fz1882_out : tensor<?x?xf32>
  }
    scf.yield %fz1881_out : tensor<?x?xf32>
  }
    scf.yield %fz1880_out : tensor<?x?xf32>
  }
    scf.yield %fz1879_out : tensor<?x?xf32>
  }
    scf.yield %fz1878_out : tensor<?x?xf32>
  }
    scf.yield %fz1877_out : tensor<?x?xf32>
  }
    scf.yield %fz1876_out : tensor<?x?xf32>
  }
    scf.yield %fz1875_out : tensor<?x?xf32>
  }
    scf.yield %fz1874_out : tensor<?x?xf32>
  }
    scf.yield %fz1873_out : tensor<?x?xf32>
  }
    scf.yield %fz1872_out : tensor<?x?xf32>
  }
    scf.yield %fz1871_out : tensor<?x?xf32>
  }
    scf.yield %fz1870_out : tensor<?x?xf32>
  }
    scf.yield %fz1869_out : tensor<?x?xf32>
  }
    scf.yield %fz1868_out : tensor<?x?xf32>
  }
    scf.yield %fz1867_out : tensor<?x?xf32>
  }
    scf.yield %fz1866_out : tensor<?x?xf32>
  }
    scf.yield %fz1865_out : tensor<?x?xf32>
  }
    scf.yield %fz1864_out : tensor<?x?xf32>
  }
    scf.yield %fz1863_out : tensor<?x?xf32>
  }
    scf.yield %fz1862_out : tensor<?x?xf32>
  }
    scf.yield %fz1861_out : tensor<?x?xf32>
  }
    scf.yield %fz1860_out : tensor<?x?xf32>
  }
    scf.yield %fz1859_out : tensor<?x?xf32>
  }
    scf.yield %fz1858_out : tensor<?x?xf32>
  }
    scf.yield %fz1857_out : tensor<?x?xf32>
  }
    scf.yield %fz1856_out : tensor<?x?xf32>
  }
    scf.yield %fz1855_out : tensor<?x?xf32>
  }
    scf.yield %fz1854_out : tensor<?x?xf32>
  }
    scf.yield %fz1853_out : tensor<?x?xf32>
  }
    scf.yield %fz1852_out : tensor<?x?xf32>
  }
    scf.yield %fz1851_out : tensor<?x?xf32>
  }
    scf.yield %fz1850_out : tensor<?x?xf32>
  }
    scf.yield %fz1849_out : tensor<?x?xf32>
  }
    scf.yield %fz1848_out : tensor<?x?xf32>
  }
    scf.yield %fz1847_out : tensor<?x?xf32>
  }
    scf.yield %fz1846_out : tensor<?x?xf32>
  }
    scf.yield %fz1845_out : tensor<?x?xf32>
  }
    scf.yield %fz1844_out : tensor<?x?xf32>
  }
    scf.yield %fz1843_out : tensor<?x?xf32>
  }
    scf.yield %fz1842_out : tensor<?x?xf32>
  }
    scf.yield %fz1841_out : tensor<?x?xf32>
  }
    scf.yield %fz1840_out : tensor<?x?xf32>
  }
    scf.yield %fz1839_out : tensor<?x?xf32>
  }
    scf.yield %fz1838_out : tensor<?x?xf32>
  }
    scf.yield %fz1837_out : tensor<?x?xf32>
  }
    scf.yield %fz1836_out : tensor<?x?xf32>
  }
    scf.yield %fz1835_out : tensor<?x?xf32>
  }
    scf.yield %fz1834_out : tensor<?x?xf32>
  }
    scf.yield %fz1833_out : tensor<?x?xf32>
  }
    scf.yield %fz1832_out : tensor<?x?xf32>
  }
    scf.yield %fz1831_out : tensor<?x?xf32>
  }
    scf.yield %fz1830_out : tensor<?x?xf32>
  }
    scf.yield %fz1829_out : tensor<?x?xf32>
  }
    scf.yield %fz1828_out : tensor<?x?xf32>
  }
    scf.yield %fz1827_out : tensor<?x?xf32>
  }
    scf.yield %fz1826_out : tensor<?x?xf32>
  }
    scf.yield %fz1825_out : tensor<?x?xf32>
  }
    scf.yield %fz1824_out : tensor<?x?xf32>
  }
    scf.yield %fz1823_out : tensor<?x?xf32>
  }
    scf.yield %fz1822_out : tensor<?x?xf32>
  }
    scf.yield %fz1821_out : tensor<?x?xf32>
  }
    scf.yield %fz1820_out : tensor<?x?xf32>
  }
    scf.yield %fz1819_out : tensor<?x?xf32>
  }
    scf.yield %fz1818_out : tensor<?x?xf32>
  }
    scf.yield %fz1817_out : tensor<?x?xf32>
  }
    scf.yield %fz1816_out : tensor<?x?xf32>
  }
    scf.yield %fz1815_out : tensor<?x?xf32>
  }
    scf.yield %fz1814_out : tensor<?x?xf32>
  }
    scf.yield %fz1813_out : tensor<?x?xf32>
  }
    scf.yield %fz1812_out : tensor<?x?xf32>
  }
    scf.yield %fz1811_out : tensor<?x?xf32>
  }
    scf.yield %fz1810_out : tensor<?x?xf32>
  }
    scf.yield %fz1809_out : tensor<?x?xf32>
  }
    scf.yield %fz1808_out : tensor<?x?xf32>
  }
    scf.yield %fz1807_out : tensor<?x?xf32>
  }
    scf.yield %fz1806_out : tensor<?x?xf32>
  }
    scf.yield %fz1805_out : tensor<?x?xf32>
  }
    scf.yield %fz1804_out : tensor<?x?xf32>
  }
    scf.yield %fz1803_out : tensor<?x?xf32>
  }
    scf.yield %fz1802_out : tensor<?x?xf32>
  }
    scf.yield %fz1801_out : tensor<?x?xf32>
  }
    scf.yield %fz1800_out : tensor<?x?xf32>
  }
    scf.yield %fz1799_out : tensor<?x?xf32>
  }
    scf.yield %fz1798_out : tensor<?x?xf32>
  }
    scf.yield %fz1797_out : tensor<?x?xf32>
  }
    scf.yield %fz1796_out : tensor<?x?xf32>
  }
    scf.yield %fz1795_out : tensor<?x?xf32>
  }
    scf.yield %fz1794_out : tensor<?x?xf32>
  }
    scf.yield %fz1793_out : tensor<?x?xf32>
  }
    scf.yield %fz1792_out : tensor<?x?xf32>
  }
    scf.yield %fz1791_out : tensor<?x?xf32>
  }
    scf.yield %fz1790_out : tensor<?x?xf32>
  }
    scf.yield %fz1789_out : tensor<?x?xf32>
  }
    scf.yield %fz1788_out : tensor<?x?xf32>
  }
    scf.yield %fz1787_out : tensor<?x?xf32>
  }
    scf.yield %fz1786_out : tensor<?x?xf32>
  }
    scf.yield %fz1785_out : tensor<?x?xf32>
  }
    scf.yield %fz1784_out : tensor<?x?xf32>
  }
    scf.yield %fz1783_out : tensor<?x?xf32>
  }
    scf.yield %fz1782_out : tensor<?x?xf32>
  }
    scf.yield %fz1781_out : tensor<?x?xf32>
  }
    scf.yield %fz1780_out : tensor<?x?xf32>
  }
    scf.yield %fz1779_out : tensor<?x?xf32>
  }
    scf.yield %fz1778_out : tensor<?x?xf32>
  }
    scf.yield %fz1777_out : tensor<?x?xf32>
  }
    scf.yield %fz1776_out : tensor<?x?xf32>
  }
    scf.yield %fz1775_out : tensor<?x?xf32>
  }
    scf.yield %fz1774_out : tensor<?x?xf32>
  }
    scf.yield %fz1773_out : tensor<?x?xf32>
  }
    scf.yield %fz1772_out : tensor<?x?xf32>
  }
    scf.yield %fz1771_out : tensor<?x?xf32>
  }
    scf.yield %fz1770_out : tensor<?x?xf32>
  }
    scf.yield %fz1769_out : tensor<?x?xf32>
  }
    scf.yield %fz1768_out : tensor<?x?xf32>
  }
    scf.yield %fz1767_out : tensor<?x?xf32>
  }
    scf.yield %fz1766_out : tensor<?x?xf32>
  }
    scf.yield %fz1765_out : tensor<?x?xf32>
  }
    scf.yield %fz1764_out : tensor<?x?xf32>
  }
    scf.yield %fz1763_out : tensor<?x?xf32>
  }
    scf.yield %fz1762_out : tensor<?x?xf32>
  }
    scf.yield %fz1761_out : tensor<?x?xf32>
  }
    scf.yield %fz1760_out : tensor<?x?xf32>
  }
    scf.yield %fz1759_out : tensor<?x?xf32>
  }
    scf.yield %fz1758_out : tensor<?x?xf32>
  }
    scf.yield %fz1757_out : tensor<?x?xf32>
  }
    scf.yield %fz1756_out : tensor<?x?xf32>
  }
    scf.yield %fz1755_out : tensor<?x?xf32>
  }
    scf.yield %fz1754_out : tensor<?x?xf32>
  }
    scf.yield %fz1753_out : tensor<?x?xf32>
  }
    scf.yield %fz1752_out : tensor<?x?xf32>
  }
    scf.yield %fz1751_out : tensor<?x?xf32>
  }
    scf.yield %fz1750_out : tensor<?x?xf32>
  }
    scf.yield %fz1749_out : tensor<?x?xf32>
  }
    scf.yield %fz1748_out : tensor<?x?xf32>
  }
    scf.yield %fz1747_out : tensor<?x?xf32>
  }
    scf.yield %fz1746_out : tensor<?x?xf32>
  }
    scf.yield %fz1745_out : tensor<?x?xf32>
  }
    scf.yield %fz1744_out : tensor<?x?xf32>
  }
    scf.yield %fz1743_out : tensor<?x?xf32>
  }
    scf.yield %fz1742_out : tensor<?x?xf32>
  }
    scf.yield %fz1741_out : tensor<?x?xf32>
  }
    scf.yield %fz1740_out : tensor<?x?xf32>
  }
    scf.yield %fz1739_out : tensor<?x?xf32>
  }
    scf.yield %fz1738_out : tensor<?x?xf32>
  }
    scf.yield %fz1737_out : tensor<?x?xf32>
  }
    scf.yield %fz1736_out : tensor<?x?xf32>
  }
    scf.yield %fz1735_out : tensor<?x?xf32>
  }
    scf.yield %fz1734_out : tensor<?x?xf32>
  }
    scf.yield %fz1733_out : tensor<?x?xf32>
  }
    scf.yield %fz1732_out : tensor<?x?xf32>
  }
    scf.yield %fz1731_out : tensor<?x?xf32>
  }
    scf.yield %fz1730_out : tensor<?x?xf32>
  }
    scf.yield %fz1729_out : tensor<?x?xf32>
  }
    scf.yield %fz1728_out : tensor<?x?xf32>
  }
    scf.yield %fz1727_out : tensor<?x?xf32>
  }
    scf.yield %fz1726_out : tensor<?x?xf32>
  }
    scf.yield %fz1725_out : tensor<?x?xf32>
  }
    scf.yield %fz1724_out : tensor<?x?xf32>
  }
    scf.yield %fz1723_out : tensor<?x?xf32>
  }
    scf.yield %fz1722_out : tensor<?x?xf32>
  }
    scf.yield %fz1721_out : tensor<?x?xf32>
  }
    scf.yield %fz1720_out : tensor<?x?xf32>
  }
    scf.yield %fz1719_out : tensor<?x?xf32>
  }
    scf.yield %fz1718_out : tensor<?x?xf32>
  }
    scf.yield %fz1717_out : tensor<?x?xf32>
  }
    scf.yield %fz1716_out : tensor<?x?xf32>
  }
    scf.yield %fz1715_out : tensor<?x?xf32>
  }
    scf.yield %fz1714_out : tensor<?x?xf32>
  }
    scf.yield %fz1713_out : tensor<?x?xf32>
  }
    scf.yield %fz1712_out : tensor<?x?xf32>
  }
    scf.yield %fz1711_out : tensor<?x?xf32>
  }
    scf.yield %fz1710_out : tensor<?x?xf32>
  }
    scf.yield %fz1709_out : tensor<?x?xf32>
  }
    scf.yield %fz1708_out : tensor<?x?xf32>
  }
    scf.yield %fz1707_out : tensor<?x?xf32>
  }
    scf.yield %fz1706_out : tensor<?x?xf32>
  }
    scf.yield %fz1705_out : tensor<?x?xf32>
  }
    scf.yield %fz1704_out : tensor<?x?xf32>
  }
    scf.yield %fz1703_out : tensor<?x?xf32>
  }
    scf.yield %fz1702_out : tensor<?x?xf32>
  }
    scf.yield %fz1701_out : tensor<?x?xf32>
  }
    scf.yield %fz1700_out : tensor<?x?xf32>
  }
    scf.yield %fz1699_out : tensor<?x?xf32>
  }
    scf.yield %fz1698_out : tensor<?x?xf32>
  }
    scf.yield %fz1697_out : tensor<?x?xf32>
  }
    scf.yield %fz1696_out : tensor<?x?xf32>
  }
    scf.yield %fz1695_out : tensor<?x?xf32>
  }
    scf.yield %fz1694_out : tensor<?x?xf32>
  }
    scf.yield %fz1693_out : tensor<?x?xf32>
  }
    scf.yield %fz1692_out : tensor<?x?xf32>
  }
    scf.yield %fz1691_out : tensor<?x?xf32>
  }
    scf.yield %fz1690_out : tensor<?x?xf32>
  }
    scf.yield %fz1689_out : tensor<?x?xf32>
  }
    scf.yield %fz1688_out : tensor<?x?xf32>
  }
    scf.yield %fz1687_out : tensor<?x?xf32>
  }
    scf.yield %fz1686_out : tensor<?x?xf32>
  }
    scf.yield %fz1685_out : tensor<?x?xf32>
  }
    scf.yield %fz1684_out : tensor<?x?xf32>
  }
    scf.yield %fz1683_out : tensor<?x?xf32>
  }
    scf.yield %fz1682_out : tensor<?x?xf32>
  }
    scf.yield %fz1681_out : tensor<?x?xf32>
  }
    scf.yield %fz1680_out : tensor<?x?xf32>
  }
    scf.yield %fz1679_out : tensor<?x?xf32>
  }
    scf.yield %fz1678_out : tensor<?x?xf32>
  }
    scf.yield %fz1677_out : tensor<?x?xf32>
  }
    scf.yield %fz1676_out : tensor<?x?xf32>
  }
    scf.yield %fz1675_out : tensor<?x?xf32>
  }
    scf.yield %fz1674_out : tensor<?x?xf32>
  }
    scf.yield %fz1673_out : tensor<?x?xf32>
  }
    scf.yield %fz1672_out : tensor<?x?xf32>
  }
    scf.yield %fz1671_out : tensor<?x?xf32>
  }
    scf.yield %fz1670_out : tensor<?x?xf32>
  }
    scf.yield %fz1669_out : tensor<?x?xf32>
  }
    scf.yield %fz1668_out : tensor<?x?xf32>
  }
    scf.yield %fz1667_out : tensor<?x?xf32>
  }
    scf.yield %fz1666_out : tensor<?x?xf32>
  }
    scf.yield %fz1665_out : tensor<?x?xf32>
  }
    scf.yield %fz1664_out : tensor<?x?xf32>
  }
    scf.yield %fz1663_out : tensor<?x?xf32>
  }
    scf.yield %fz1662_out : tensor<?x?xf32>
  }
    scf.yield %fz1661_out : tensor<?x?xf32>
  }
    scf.yield %fz1660_out : tensor<?x?xf32>
  }
    scf.yield %fz1659_out : tensor<?x?xf32>
  }
    scf.yield %fz1658_out : tensor<?x?xf32>
  }
    scf.yield %fz1657_out : tensor<?x?xf32>
  }
    scf.yield %fz1656_out : tensor<?x?xf32>
  }
    scf.yield %fz1655_out : tensor<?x?xf32>
  }
    scf.yield %fz1654_out : tensor<?x?xf32>
  }
    scf.yield %fz1653_out : tensor<?x?xf32>
  }
    scf.yield %fz1652_out : tensor<?x?xf32>
  }
    scf.yield %fz1651_out : tensor<?x?xf32>
  }
    scf.yield %fz1650_out : tensor<?x?xf32>
  }
    scf.yield %fz1649_out : tensor<?x?xf32>
  }
    scf.yield %fz1648_out : tensor<?x?xf32>
  }
    scf.yield %fz1647_out : tensor<?x?xf32>
  }
    scf.yield %fz1646_out : tensor<?x?xf32>
  }
    scf.yield %fz1645_out : tensor<?x?xf32>
  }
    scf.yield %fz1644_out : tensor<?x?xf32>
  }
    scf.yield %fz1643_out : tensor<?x?xf32>
  }
    scf.yield %fz1642_out : tensor<?x?xf32>
  }
    scf.yield %fz1641_out : tensor<?x?xf32>
  }
    scf.yield %fz1640_out : tensor<?x?xf32>
  }
    scf.yield %fz1639_out : tensor<?x?xf32>
  }
    scf.yield %fz1638_out : tensor<?x?xf32>
  }
    scf.yield %fz1637_out : tensor<?x?xf32>
  }
    scf.yield %fz1636_out : tensor<?x?xf32>
  }
    scf.yield %fz1635_out : tensor<?x?xf32>
  }
    scf.yield %fz1634_out : tensor<?x?xf32>
  }
    scf.yield %fz1633_out : tensor<?x?xf32>
  }
    scf.yield %fz1632_out : tensor<?x?xf32>
  }
    scf.yield %fz1631_out : tensor<?x?xf32>
  }
    scf.yield %fz1630_out : tensor<?x?xf32>
  }
    scf.yield %fz1629_out : tensor<?x?xf32>
  }
    scf.yield %fz1628_out : tensor<?x?xf32>
  }
    scf.yield %fz1627_out : tensor<?x?xf32>
  }
    scf.yield %fz1626_out : tensor<?x?xf32>
  }
    scf.yield %fz1625_out : tensor<?x?xf32>
  }
    scf.yield %fz1624_out : tensor<?x?xf32>
  }
    scf.yield %fz1623_out : tensor<?x?xf32>
  }
    scf.yield %fz1622_out : tensor<?x?xf32>
  }
    scf.yield %fz1621_out : tensor<?x?xf32>
  }
    scf.yield %fz1620_out : tensor<?x?xf32>
  }
    scf.yield %fz1619_out : tensor<?x?xf32>
  }
    scf.yield %fz1618_out : tensor<?x?xf32>
  }
    scf.yield %fz1617_out : tensor<?x?xf32>
  }
    scf.yield %fz1616_out : tensor<?x?xf32>
  }
    scf.yield %fz1615_out : tensor<?x?xf32>
  }
    scf.yield %fz1614_out : tensor<?x?xf32>
  }
    scf.yield %fz1613_out : tensor<?x?xf32>
  }
    scf.yield %fz1612_out : tensor<?x?xf32>
  }
    scf.yield %fz1611_out : tensor<?x?xf32>
  }
    scf.yield %fz1610_out : tensor<?x?xf32>
  }
    scf.yield %fz1609_out : tensor<?x?xf32>
  }
    scf.yield %fz1608_out : tensor<?x?xf32>
  }
    scf.yield %fz1607_out : tensor<?x?xf32>
  }
    scf.yield %fz1606_out : tensor<?x?xf32>
  }
    scf.yield %fz1605_out : tensor<?x?xf32>
  }
    scf.yield %fz1604_out : tensor<?x?xf32>
  }
    scf.yield %fz1603_out : tensor<?x?xf32>
  }
    scf.yield %fz1602_out : tensor<?x?xf32>
  }
    scf.yield %fz1601_out : tensor<?x?xf32>
  }
    scf.yield %fz1600_out : tensor<?x?xf32>
  }
    scf.yield %fz1599_out : tensor<?x?xf32>
  }
    scf.yield %fz1598_out : tensor<?x?xf32>
  }
    scf.yield %fz1597_out : tensor<?x?xf32>
  }
    scf.yield %fz1596_out : tensor<?x?xf32>
  }
    scf.yield %fz1595_out : tensor<?x?xf32>
  }
    scf.yield %fz1594_out : tensor<?x?xf32>
  }
    scf.yield %fz1593_out : tensor<?x?xf32>
  }
    scf.yield %fz1592_out : tensor<?x?xf32>
  }
    scf.yield %fz1591_out : tensor<?x?xf32>
  }
    scf.yield %fz1590_out : tensor<?x?xf32>
  }
    scf.yield %fz1589_out : tensor<?x?xf32>
  }
    scf.yield %fz1588_out : tensor<?x?xf32>
  }
    scf.yield %fz1587_out : tensor<?x?xf32>
  }
    scf.yield %fz1586_out : tensor<?x?xf32>
  }
    scf.yield %fz1585_out : tensor<?x?xf32>
  }
    scf.yield %fz1584_out : tensor<?x?xf32>
  }
    scf.yield %fz1583_out : tensor<?x?xf32>
  }
    scf.yield %fz1582_out : tensor<?x?xf32>
  }
    scf.yield %fz1581_out : tensor<?x?xf32>
  }
    scf.yield %fz1580_out : tensor<?x?xf32>
  }
    scf.yield %fz1579_out : tensor<?x?xf32>
  }
    scf.yield %fz1578_out : tensor<?x?xf32>
  }
    scf.yield %fz1577_out : tensor<?x?xf32>
  }
    scf.yield %fz1576_out : tensor<?x?xf32>
  }
    scf.yield %fz1575_out : tensor<?x?xf32>
  }
    scf.yield %fz1574_out : tensor<?x?xf32>
  }
    scf.yield %fz1573_out : tensor<?x?xf32>
  }
    scf.yield %fz1572_out : tensor<?x?xf32>
  }
    scf.yield %fz1571_out : tensor<?x?xf32>
  }
    scf.yield %fz1570_out : tensor<?x?xf32>
  }
    scf.yield %fz1569_out : tensor<?x?xf32>
  }
    scf.yield %fz1568_out : tensor<?x?xf32>
  }
    scf.yield %fz1567_out : tensor<?x?xf32>
  }
    scf.yield %fz1566_out : tensor<?x?xf32>
  }
    scf.yield %fz1565_out : tensor<?x?xf32>
  }
    scf.yield %fz1564_out : tensor<?x?xf32>
  }
    scf.yield %fz1563_out : tensor<?x?xf32>
  }
    scf.yield %fz1562_out : tensor<?x?xf32>
  }
    scf.yield %fz1561_out : tensor<?x?xf32>
  }
    scf.yield %fz1560_out : tensor<?x?xf32>
  }
    scf.yield %fz1559_out : tensor<?x?xf32>
  }
    scf.yield %fz1558_out : tensor<?x?xf32>
  }
    scf.yield %fz1557_out : tensor<?x?xf32>
  }
    scf.yield %fz1556_out : tensor<?x?xf32>
  }
    scf.yield %fz1555_out : tensor<?x?xf32>
  }
    scf.yield %fz1554_out : tensor<?x?xf32>
  }
    scf.yield %fz1553_out : tensor<?x?xf32>
  }
    scf.yield %fz1552_out : tensor<?x?xf32>
  }
    scf.yield %fz1551_out : tensor<?x?xf32>
  }
    scf.yield %fz1550_out : tensor<?x?xf32>
  }
    scf.yield %fz1549_out : tensor<?x?xf32>
  }
    scf.yield %fz1548_out : tensor<?x?xf32>
  }
    scf.yield %fz1547_out : tensor<?x?xf32>
  }
    scf.yield %fz1546_out : tensor<?x?xf32>
  }
    scf.yield %fz1545_out : tensor<?x?xf32>
  }
    scf.yield %fz1544_out : tensor<?x?xf32>
  }
    scf.yield %fz1543_out : tensor<?x?xf32>
  }
    scf.yield %fz1542_out : tensor<?x?xf32>
  }
    scf.yield %fz1541_out : tensor<?x?xf32>
  }
    scf.yield %fz1540_out : tensor<?x?xf32>
  }
    scf.yield %fz1539_out : tensor<?x?xf32>
  }
    scf.yield %fz1538_out : tensor<?x?xf32>
  }
    scf.yield %fz1537_out : tensor<?x?xf32>
  }
    scf.yield %fz1536_out : tensor<?x?xf32>
  }
    scf.yield %fz1535_out : tensor<?x?xf32>
  }
    scf.yield %fz1534_out : tensor<?x?xf32>
  }
    scf.yield %fz1533_out : tensor<?x?xf32>
  }
    scf.yield %fz1532_out : tensor<?x?xf32>
  }
    scf.yield %fz1531_out : tensor<?x?xf32>
  }
    scf.yield %fz1530_out : tensor<?x?xf32>
  }
    scf.yield %fz1529_out : tensor<?x?xf32>
  }
    scf.yield %fz1528_out : tensor<?x?xf32>
  }
    scf.yield %fz1527_out : tensor<?x?xf32>
  }
    scf.yield %fz1526_out : tensor<?x?xf32>
  }
    scf.yield %fz1525_out : tensor<?x?xf32>
  }
    scf.yield %fz1524_out : tensor<?x?xf32>
  }
    scf.yield %fz1523_out : tensor<?x?xf32>
  }
    scf.yield %fz1522_out : tensor<?x?xf32>
  }
    scf.yield %fz1521_out : tensor<?x?xf32>
  }
    scf.yield %fz1520_out : tensor<?x?xf32>
  }
    scf.yield %fz1519_out : tensor<?x?xf32>
  }
    scf.yield %fz1518_out : tensor<?x?xf32>
  }
    scf.yield %fz1517_out : tensor<?x?xf32>
  }
    scf.yield %fz1516_out : tensor<?x?xf32>
  }
    scf.yield %fz1515_out : tensor<?x?xf32>
  }
    scf.yield %fz1514_out : tensor<?x?xf32>
  }
    scf.yield %fz1513_out : tensor<?x?xf32>
  }
    scf.yield %fz1512_out : tensor<?x?xf32>
  }
    scf.yield %fz1511_out : tensor<?x?xf32>
  }
    scf.yield %fz1510_out : tensor<?x?xf32>
  }
    scf.yield %fz1509_out : tensor<?x?xf32>
  }
    scf.yield %fz1508_out : tensor<?x?xf32>
  }
    scf.yield %fz1507_out : tensor<?x?xf32>
  }
    scf.yield %fz1506_out : tensor<?x?xf32>
  }
    scf.yield %fz1505_out : tensor<?x?xf32>
  }
    scf.yield %fz1504_out : tensor<?x?xf32>
  }
    scf.yield %fz1503_out : tensor<?x?xf32>
  }
    scf.yield %fz1502_out : tensor<?x?xf32>
  }
    scf.yield %fz1501_out : tensor<?x?xf32>
  }
    scf.yield %fz1500_out : tensor<?x?xf32>
  }
    scf.yield %fz1499_out : tensor<?x?xf32>
  }
    scf.yield %fz1498_out : tensor<?x?xf32>
  }
    scf.yield %fz1497_out : tensor<?x?xf32>
  }
    scf.yield %fz1496_out : tensor<?x?xf32>
  }
    scf.yield %fz1495_out : tensor<?x?xf32>
  }
    scf.yield %fz1494_out : tensor<?x?xf32>
  }
    scf.yield %fz1493_out : tensor<?x?xf32>
  }
    scf.yield %fz1492_out : tensor<?x?xf32>
  }
    scf.yield %fz1491_out : tensor<?x?xf32>
  }
    scf.yield %fz1490_out : tensor<?x?xf32>
  }
    scf.yield %fz1489_out : tensor<?x?xf32>
  }
    scf.yield %fz1488_out : tensor<?x?xf32>
  }
    scf.yield %fz1487_out : tensor<?x?xf32>
  }
    scf.yield %fz1486_out : tensor<?x?xf32>
  }
    scf.yield %fz1485_out : tensor<?x?xf32>
  }
    scf.yield %fz1484_out : tensor<?x?xf32>
  }
    scf.yield %fz1483_out : tensor<?x?xf32>
  }
    scf.yield %fz1482_out : tensor<?x?xf32>
  }
    scf.yield %fz1481_out : tensor<?x?xf32>
  }
    scf.yield %fz1480_out : tensor<?x?xf32>
  }
    scf.yield %fz1479_out : tensor<?x?xf32>
  }
    scf.yield %fz1478_out : tensor<?x?xf32>
  }
    scf.yield %fz1477_out : tensor<?x?xf32>
  }
    scf.yield %fz1476_out : tensor<?x?xf32>
  }
    scf.yield %fz1475_out : tensor<?x?xf32>
  }
    scf.yield %fz1474_out : tensor<?x?xf32>
  }
    scf.yield %fz1473_out : tensor<?x?xf32>
  }
    scf.yield %fz1472_out : tensor<?x?xf32>
  }
    scf.yield %fz1471_out : tensor<?x?xf32>
  }
    scf.yield %fz1470_out : tensor<?x?xf32>
  }
    scf.yield %fz1469_out : tensor<?x?xf32>
  }
    scf.yield %fz1468_out : tensor<?x?xf32>
  }
    scf.yield %fz1467_out : tensor<?x?xf32>
  }
    scf.yield %fz1466_out : tensor<?x?xf32>
  }
    scf.yield %fz1465_out : tensor<?x?xf32>
  }
    scf.yield %fz1464_out : tensor<?x?xf32>
  }
    scf.yield %fz1463_out : tensor<?x?xf32>
  }
    scf.yield %fz1462_out : tensor<?x?xf32>
  }
    scf.yield %fz1461_out : tensor<?x?xf32>
  }
    scf.yield %fz1460_out : tensor<?x?xf32>
  }
    scf.yield %fz1459_out : tensor<?x?xf32>
  }
    scf.yield %fz1458_out : tensor<?x?xf32>
  }
    scf.yield %fz1457_out : tensor<?x?xf32>
  }
    scf.yield %fz1456_out : tensor<?x?xf32>
  }
    scf.yield %fz1455_out : tensor<?x?xf32>
  }
    scf.yield %fz1454_out : tensor<?x?xf32>
  }
    scf.yield %fz1453_out : tensor<?x?xf32>
  }
    scf.yield %fz1452_out : tensor<?x?xf32>
  }
    scf.yield %fz1451_out : tensor<?x?xf32>
  }
    scf.yield %fz1450_out : tensor<?x?xf32>
  }
    scf.yield %fz1449_out : tensor<?x?xf32>
  }
    scf.yield %fz1448_out : tensor<?x?xf32>
  }
    scf.yield %fz1447_out : tensor<?x?xf32>
  }
    scf.yield %fz1446_out : tensor<?x?xf32>
  }
    scf.yield %fz1445_out : tensor<?x?xf32>
  }
    scf.yield %fz1444_out : tensor<?x?xf32>
  }
    scf.yield %fz1443_out : tensor<?x?xf32>
  }
    scf.yield %fz1442_out : tensor<?x?xf32>
  }
    scf.yield %fz1441_out : tensor<?x?xf32>
  }
    scf.yield %fz1440_out : tensor<?x?xf32>
  }
    scf.yield %fz1439_out : tensor<?x?xf32>
  }
    scf.yield %fz1438_out : tensor<?x?xf32>
  }
    scf.yield %fz1437_out : tensor<?x?xf32>
  }
    scf.yield %fz1436_out : tensor<?x?xf32>
  }
    scf.yield %fz1435_out : tensor<?x?xf32>
  }
    scf.yield %fz1434_out : tensor<?x?xf32>
  }
    scf.yield %fz1433_out : tensor<?x?xf32>
  }
    scf.yield %fz1432_out : tensor<?x?xf32>
  }
    scf.yield %fz1431_out : tensor<?x?xf32>
  }
    scf.yield %fz1430_out : tensor<?x?xf32>
  }
    scf.yield %fz1429_out : tensor<?x?xf32>
  }
    scf.yield %fz1428_out : tensor<?x?xf32>
  }
    scf.yield %fz1427_out : tensor<?x?xf32>
  }
    scf.yield %fz1426_out : tensor<?x?xf32>
  }
    scf.yield %fz1425_out : tensor<?x?xf32>
  }
    scf.yield %fz1424_out : tensor<?x?xf32>
  }
    scf.yield %fz1423_out : tensor<?x?xf32>
  }
    scf.yield %fz1422_out : tensor<?x?xf32>
  }
    scf.yield %fz1421_out : tensor<?x?xf32>
  }
    scf.yield %fz1420_out : tensor<?x?xf32>
  }
    scf.yield %fz1419_out : tensor<?x?xf32>
  }
    scf.yield %fz1418_out : tensor<?x?xf32>
  }
    scf.yield %fz1417_out : tensor<?x?xf32>
  }
    scf.yield %fz1416_out : tensor<?x?xf32>
  }
    scf.yield %fz1415_out : tensor<?x?xf32>
  }
    scf.yield %fz1414_out : tensor<?x?xf32>
  }
    scf.yield %fz1413_out : tensor<?x?xf32>
  }
    scf.yield %fz1412_out : tensor<?x?xf32>
  }
    scf.yield %fz1411_out : tensor<?x?xf32>
  }
    scf.yield %fz1410_out : tensor<?x?xf32>
  }
    scf.yield %fz1409_out : tensor<?x?xf32>
  }
    scf.yield %fz1408_out : tensor<?x?xf32>
  }
    scf.yield %fz1407_out : tensor<?x?xf32>
  }
    scf.yield %fz1406_out : tensor<?x?xf32>
  }
    scf.yield %fz1405_out : tensor<?x?xf32>
  }
    scf.yield %fz1404_out : tensor<?x?xf32>
  }
    scf.yield %fz1403_out : tensor<?x?xf32>
  }
    scf.yield %fz1402_out : tensor<?x?xf32>
  }
    scf.yield %fz1401_out : tensor<?x?xf32>
  }
    scf.yield %fz1400_out : tensor<?x?xf32>
  }
    scf.yield %fz1399_out : tensor<?x?xf32>
  }
    scf.yield %fz1398_out : tensor<?x?xf32>
  }
    scf.yield %fz1397_out : tensor<?x?xf32>
  }
    scf.yield %fz1396_out : tensor<?x?xf32>
  }
    scf.yield %fz1395_out : tensor<?x?xf32>
  }
    scf.yield %fz1394_out : tensor<?x?xf32>
  }
    scf.yield %fz1393_out : tensor<?x?xf32>
  }
    scf.yield %fz1392_out : tensor<?x?xf32>
  }
    scf.yield %fz1391_out : tensor<?x?xf32>
  }
    scf.yield %fz1390_out : tensor<?x?xf32>
  }
    scf.yield %fz1389_out : tensor<?x?xf32>
  }
    scf.yield %fz1388_out : tensor<?x?xf32>
  }
    scf.yield %fz1387_out : tensor<?x?xf32>
  }
    scf.yield %fz1386_out : tensor<?x?xf32>
  }
    scf.yield %fz1385_out : tensor<?x?xf32>
  }
    scf.yield %fz1384_out : tensor<?x?xf32>
  }
    scf.yield %fz1383_out : tensor<?x?xf32>
  }
    scf.yield %fz1382_out : tensor<?x?xf32>
  }
    scf.yield %fz1381_out : tensor<?x?xf32>
  }
    scf.yield %fz1380_out : tensor<?x?xf32>
  }
    scf.yield %fz1379_out : tensor<?x?xf32>
  }
    scf.yield %fz1378_out : tensor<?x?xf32>
  }
    scf.yield %fz1377_out : tensor<?x?xf32>
  }
    scf.yield %fz1376_out : tensor<?x?xf32>
  }
    scf.yield %fz1375_out : tensor<?x?xf32>
  }
    scf.yield %fz1374_out : tensor<?x?xf32>
  }
    scf.yield %fz1373_out : tensor<?x?xf32>
  }
    scf.yield %fz1372_out : tensor<?x?xf32>
  }
    scf.yield %fz1371_out : tensor<?x?xf32>
  }
    scf.yield %fz1370_out : tensor<?x?xf32>
  }
    scf.yield %fz1369_out : tensor<?x?xf32>
  }
    scf.yield %fz1368_out : tensor<?x?xf32>
  }
    scf.yield %fz1367_out : tensor<?x?xf32>
  }
    scf.yield %fz1366_out : tensor<?x?xf32>
  }
    scf.yield %fz1365_out : tensor<?x?xf32>
  }
    scf.yield %fz1364_out : tensor<?x?xf32>
  }
    scf.yield %fz1363_out : tensor<?x?xf32>
  }
    scf.yield %fz1362_out : tensor<?x?xf32>
  }
    scf.yield %fz1361_out : tensor<?x?xf32>
  }
    scf.yield %fz1360_out : tensor<?x?xf32>
  }
    scf.yield %fz1359_out : tensor<?x?xf32>
  }
    scf.yield %fz1358_out : tensor<?x?xf32>
  }
    scf.yield %fz1357_out : tensor<?x?xf32>
  }
    scf.yield %fz1356_out : tensor<?x?xf32>
  }
    scf.yield %fz1355_out : tensor<?x?xf32>
  }
    scf.yield %fz1354_out : tensor<?x?xf32>
  }
    scf.yield %fz1353_out : tensor<?x?xf32>
  }
    scf.yield %fz1352_out : tensor<?x?xf32>
  }
    scf.yield %fz1351_out : tensor<?x?xf32>
  }
    scf.yield %fz1350_out : tensor<?x?xf32>
  }
    scf.yield %fz1349_out : tensor<?x?xf32>
  }
    scf.yield %fz1348_out : tensor<?x?xf32>
  }
    scf.yield %fz1347_out : tensor<?x?xf32>
  }
    scf.yield %fz1346_out : tensor<?x?xf32>
  }
    scf.yield %fz1345_out : tensor<?x?xf32>
  }
    scf.yield %fz1344_out : tensor<?x?xf32>
  }
    scf.yield %fz1343_out : tensor<?x?xf32>
  }
    scf.yield %fz1342_out : tensor<?x?xf32>
  }
    scf.yield %fz1341_out : tensor<?x?xf32>
  }
    scf.yield %fz1340_out : tensor<?x?xf32>
  }
    scf.yield %fz1339_out : tensor<?x?xf32>
  }
    scf.yield %fz1338_out : tensor<?x?xf32>
  }
    scf.yield %fz1337_out : tensor<?x?xf32>
  }
    scf.yield %fz1336_out : tensor<?x?xf32>
  }
    scf.yield %fz1335_out : tensor<?x?xf32>
  }
    scf.yield %fz1334_out : tensor<?x?xf32>
  }
    scf.yield %fz1333_out : tensor<?x?xf32>
  }
    scf.yield %fz1332_out : tensor<?x?xf32>
  }
    scf.yield %fz1331_out : tensor<?x?xf32>
  }
    scf.yield %fz1330_out : tensor<?x?xf32>
  }
    scf.yield %fz1329_out : tensor<?x?xf32>
  }
    scf.yield %fz1328_out : tensor<?x?xf32>
  }
    scf.yield %fz1327_out : tensor<?x?xf32>
  }
    scf.yield %fz1326_out : tensor<?x?xf32>
  }
    scf.yield %fz1325_out : tensor<?x?xf32>
  }
    scf.yield %fz1324_out : tensor<?x?xf32>
  }
    scf.yield %fz1323_out : tensor<?x?xf32>
  }
    scf.yield %fz1322_out : tensor<?x?xf32>
  }
    scf.yield %fz1321_out : tensor<?x?xf32>
  }
    scf.yield %fz1320_out : tensor<?x?xf32>
  }
    scf.yield %fz1319_out : tensor<?x?xf32>
  }
    scf.yield %fz1318_out : tensor<?x?xf32>
  }
    scf.yield %fz1317_out : tensor<?x?xf32>
  }
    scf.yield %fz1316_out : tensor<?x?xf32>
  }
    scf.yield %fz1315_out : tensor<?x?xf32>
  }
    scf.yield %fz1314_out : tensor<?x?xf32>
  }
    scf.yield %fz1313_out : tensor<?x?xf32>
  }
    scf.yield %fz1312_out : tensor<?x?xf32>
  }
    scf.yield %fz1311_out : tensor<?x?xf32>
  }
    scf.yield %fz1310_out : tensor<?x?xf32>
  }
    scf.yield %fz1309_out : tensor<?x?xf32>
  }
    scf.yield %fz1308_out : tensor<?x?xf32>
  }
    scf.yield %fz1307_out : tensor<?x?xf32>
  }
    scf.yield %fz1306_out : tensor<?x?xf32>
  }
    scf.yield %fz1305_out : tensor<?x?xf32>
  }
    scf.yield %fz1304_out : tensor<?x?xf32>
  }
    scf.yield %fz1303_out : tensor<?x?xf32>
  }
    scf.yield %fz1302_out : tensor<?x?xf32>
  }
    scf.yield %fz1301_out : tensor<?x?xf32>
  }
    scf.yield %fz1300_out : tensor<?x?xf32>
  }
    scf.yield %fz1299_out : tensor<?x?xf32>
  }
    scf.yield %fz1298_out : tensor<?x?xf32>
  }
    scf.yield %fz1297_out : tensor<?x?xf32>
  }
    scf.yield %fz1296_out : tensor<?x?xf32>
  }
    scf.yield %fz1295_out : tensor<?x?xf32>
  }
    scf.yield %fz1294_out : tensor<?x?xf32>
  }
    scf.yield %fz1293_out : tensor<?x?xf32>
  }
    scf.yield %fz1292_out : tensor<?x?xf32>
  }
    scf.yield %fz1291_out : tensor<?x?xf32>
  }
    scf.yield %fz1290_out : tensor<?x?xf32>
  }
    scf.yield %fz1289_out : tensor<?x?xf32>
  }
    scf.yield %fz1288_out : tensor<?x?xf32>
  }
    scf.yield %fz1287_out : tensor<?x?xf32>
  }
    scf.yield %fz1286_out : tensor<?x?xf32>
  }
    scf.yield %fz1285_out : tensor<?x?xf32>
  }
    scf.yield %fz1284_out : tensor<?x?xf32>
  }
    scf.yield %fz1283_out : tensor<?x?xf32>
  }
    scf.yield %fz1282_out : tensor<?x?xf32>
  }
    scf.yield %fz1281_out : tensor<?x?xf32>
  }
    scf.yield %fz1280_out : tensor<?x?xf32>
  }
    scf.yield %fz1279_out : tensor<?x?xf32>
  }
    scf.yield %fz1278_out : tensor<?x?xf32>
  }
    scf.yield %fz1277_out : tensor<?x?xf32>
  }
    scf.yield %fz1276_out : tensor<?x?xf32>
  }
    scf.yield %fz1275_out : tensor<?x?xf32>
  }
    scf.yield %fz1274_out : tensor<?x?xf32>
  }
    scf.yield %fz1273_out : tensor<?x?xf32>
  }
    scf.yield %fz1272_out : tensor<?x?xf32>
  }
    scf.yield %fz1271_out : tensor<?x?xf32>
  }
    scf.yield %fz1270_out : tensor<?x?xf32>
  }
    scf.yield %fz1269_out : tensor<?x?xf32>
  }
    scf.yield %fz1268_out : tensor<?x?xf32>
  }
    scf.yield %fz1267_out : tensor<?x?xf32>
  }
    scf.yield %fz1266_out : tensor<?x?xf32>
  }
    scf.yield %fz1265_out : tensor<?x?xf32>
  }
    scf.yield %fz1264_out : tensor<?x?xf32>
  }
    scf.yield %fz1263_out : tensor<?x?xf32>
  }
    scf.yield %fz1262_out : tensor<?x?xf32>
  }
    scf.yield %fz1261_out : tensor<?x?xf32>
  }
    scf.yield %fz1260_out : tensor<?x?xf32>
  }
    scf.yield %fz1259_out : tensor<?x?xf32>
  }
    scf.yield %fz1258_out : tensor<?x?xf32>
  }
    scf.yield %fz1257_out : tensor<?x?xf32>
  }
    scf.yield %fz1256_out : tensor<?x?xf32>
  }
    scf.yield %fz1255_out : tensor<?x?xf32>
  }
    scf.yield %fz1254_out : tensor<?x?xf32>
  }
    scf.yield %fz1253_out : tensor<?x?xf32>
  }
    scf.yield %fz1252_out : tensor<?x?xf32>
  }
    scf.yield %fz1251_out : tensor<?x?xf32>
  }
    scf.yield %fz1250_out : tensor<?x?xf32>
  }
    scf.yield %fz1249_out : tensor<?x?xf32>
  }
    scf.yield %fz1248_out : tensor<?x?xf32>
  }
    scf.yield %fz1247_out : tensor<?x?xf32>
  }
    scf.yield %fz1246_out : tensor<?x?xf32>
  }
    scf.yield %fz1245_out : tensor<?x?xf32>
  }
    scf.yield %fz1244_out : tensor<?x?xf32>
  }
    scf.yield %fz1243_out : tensor<?x?xf32>
  }
    scf.yield %fz1242_out : tensor<?x?xf32>
  }
    scf.yield %fz1241_out : tensor<?x?xf32>
  }
    scf.yield %fz1240_out : tensor<?x?xf32>
  }
    scf.yield %fz1239_out : tensor<?x?xf32>
  }
    scf.yield %fz1238_out : tensor<?x?xf32>
  }
    scf.yield %fz1237_out : tensor<?x?xf32>
  }
    scf.yield %fz1236_out : tensor<?x?xf32>
  }
    scf.yield %fz1235_out : tensor<?x?xf32>
  }
    scf.yield %fz1234_out : tensor<?x?xf32>
  }
    scf.yield %fz1233_out : tensor<?x?xf32>
  }
    scf.yield %fz1232_out : tensor<?x?xf32>
  }
    scf.yield %fz1231_out : tensor<?x?xf32>
  }
    scf.yield %fz1230_out : tensor<?x?xf32>
  }
    scf.yield %fz1229_out : tensor<?x?xf32>
  }
    scf.yield %fz1228_out : tensor<?x?xf32>
  }
    scf.yield %fz1227_out : tensor<?x?xf32>
  }
    scf.yield %fz1226_out : tensor<?x?xf32>
  }
    scf.yield %fz1225_out : tensor<?x?xf32>
  }
    scf.yield %fz1224_out : tensor<?x?xf32>
  }
    scf.yield %fz1223_out : tensor<?x?xf32>
  }
    scf.yield %fz1222_out : tensor<?x?xf32>
  }
    scf.yield %fz1221_out : tensor<?x?xf32>
  }
    scf.yield %fz1220_out : tensor<?x?xf32>
  }
    scf.yield %fz1219_out : tensor<?x?xf32>
  }
    scf.yield %fz1218_out : tensor<?x?xf32>
  }
    scf.yield %fz1217_out : tensor<?x?xf32>
  }
    scf.yield %fz1216_out : tensor<?x?xf32>
  }
    scf.yield %fz1215_out : tensor<?x?xf32>
  }
    scf.yield %fz1214_out : tensor<?x?xf32>
  }
    scf.yield %fz1213_out : tensor<?x?xf32>
  }
    scf.yield %fz1212_out : tensor<?x?xf32>
  }
    scf.yield %fz1211_out : tensor<?x?xf32>
  }
    scf.yield %fz1210_out : tensor<?x?xf32>
  }
    scf.yield %fz1209_out : tensor<?x?xf32>
  }
    scf.yield %fz1208_out : tensor<?x?xf32>
  }
    scf.yield %fz1207_out : tensor<?x?xf32>
  }
    scf.yield %fz1206_out : tensor<?x?xf32>
  }
    scf.yield %fz1205_out : tensor<?x?xf32>
  }
    scf.yield %fz1204_out : tensor<?x?xf32>
  }
    scf.yield %fz1203_out : tensor<?x?xf32>
  }
    scf.yield %fz1202_out : tensor<?x?xf32>
  }
    scf.yield %fz1201_out : tensor<?x?xf32>
  }
    scf.yield %fz1200_out : tensor<?x?xf32>
  }
    scf.yield %fz1199_out : tensor<?x?xf32>
  }
    scf.yield %fz1198_out : tensor<?x?xf32>
  }
    scf.yield %fz1197_out : tensor<?x?xf32>
  }
    scf.yield %fz1196_out : tensor<?x?xf32>
  }
    scf.yield %fz1195_out : tensor<?x?xf32>
  }
    scf.yield %fz1194_out : tensor<?x?xf32>
  }
    scf.yield %fz1193_out : tensor<?x?xf32>
  }
    scf.yield %fz1192_out : tensor<?x?xf32>
  }
    scf.yield %fz1191_out : tensor<?x?xf32>
  }
    scf.yield %fz1190_out : tensor<?x?xf32>
  }
    scf.yield %fz1189_out : tensor<?x?xf32>
  }
    scf.yield %fz1188_out : tensor<?x?xf32>
  }
    scf.yield %fz1187_out : tensor<?x?xf32>
  }
    scf.yield %fz1186_out : tensor<?x?xf32>
  }
    scf.yield %fz1185_out : tensor<?x?xf32>
  }
    scf.yield %fz1184_out : tensor<?x?xf32>
  }
    scf.yield %fz1183_out : tensor<?x?xf32>
  }
    scf.yield %fz1182_out : tensor<?x?xf32>
  }
    scf.yield %fz1181_out : tensor<?x?xf32>
  }
    scf.yield %fz1180_out : tensor<?x?xf32>
  }
    scf.yield %fz1179_out : tensor<?x?xf32>
  }
    scf.yield %fz1178_out : tensor<?x?xf32>
  }
    scf.yield %fz1177_out : tensor<?x?xf32>
  }
    scf.yield %fz1176_out : tensor<?x?xf32>
  }
    scf.yield %fz1175_out : tensor<?x?xf32>
  }
    scf.yield %fz1174_out : tensor<?x?xf32>
  }
    scf.yield %fz1173_out : tensor<?x?xf32>
  }
    scf.yield %fz1172_out : tensor<?x?xf32>
  }
    scf.yield %fz1171_out : tensor<?x?xf32>
  }
    scf.yield %fz1170_out : tensor<?x?xf32>
  }
    scf.yield %fz1169_out : tensor<?x?xf32>
  }
    scf.yield %fz1168_out : tensor<?x?xf32>
  }
    scf.yield %fz1167_out : tensor<?x?xf32>
  }
    scf.yield %fz1166_out : tensor<?x?xf32>
  }
    scf.yield %fz1165_out : tensor<?x?xf32>
  }
    scf.yield %fz1164_out : tensor<?x?xf32>
  }
    scf.yield %fz1163_out : tensor<?x?xf32>
  }
    scf.yield %fz1162_out : tensor<?x?xf32>
  }
    scf.yield %fz1161_out : tensor<?x?xf32>
  }
    scf.yield %fz1160_out : tensor<?x?xf32>
  }
    scf.yield %fz1159_out : tensor<?x?xf32>
  }
    scf.yield %fz1158_out : tensor<?x?xf32>
  }
    scf.yield %fz1157_out : tensor<?x?xf32>
  }
    scf.yield %fz1156_out : tensor<?x?xf32>
  }
    scf.yield %fz1155_out : tensor<?x?xf32>
  }
    scf.yield %fz1154_out : tensor<?x?xf32>
  }
    scf.yield %fz1153_out : tensor<?x?xf32>
  }
    scf.yield %fz1152_out : tensor<?x?xf32>
  }
    scf.yield %fz1151_out : tensor<?x?xf32>
  }
    scf.yield %fz1150_out : tensor<?x?xf32>
  }
    scf.yield %fz1149_out : tensor<?x?xf32>
  }
    scf.yield %fz1148_out : tensor<?x?xf32>
  }
    scf.yield %fz1147_out : tensor<?x?xf32>
  }
    scf.yield %fz1146_out : tensor<?x?xf32>
  }
    scf.yield %fz1145_out : tensor<?x?xf32>
  }
    scf.yield %fz1144_out : tensor<?x?xf32>
  }
    scf.yield %fz1143_out : tensor<?x?xf32>
  }
    scf.yield %fz1142_out : tensor<?x?xf32>
  }
    scf.yield %fz1141_out : tensor<?x?xf32>
  }
    scf.yield %fz1140_out : tensor<?x?xf32>
  }
    scf.yield %fz1139_out : tensor<?x?xf32>
  }
    scf.yield %fz1138_out : tensor<?x?xf32>
  }
    scf.yield %fz1137_out : tensor<?x?xf32>
  }
    scf.yield %fz1136_out : tensor<?x?xf32>
  }
    scf.yield %fz1135_out : tensor<?x?xf32>
  }
    scf.yield %fz1134_out : tensor<?x?xf32>
  }
    scf.yield %fz1133_out : tensor<?x?xf32>
  }
    scf.yield %fz1132_out : tensor<?x?xf32>
  }
    scf.yield %fz1131_out : tensor<?x?xf32>
  }
    scf.yield %fz1130_out : tensor<?x?xf32>
  }
    scf.yield %fz1129_out : tensor<?x?xf32>
  }
    scf.yield %fz1128_out : tensor<?x?xf32>
  }
    scf.yield %fz1127_out : tensor<?x?xf32>
  }
    scf.yield %fz1126_out : tensor<?x?xf32>
  }
    scf.yield %fz1125_out : tensor<?x?xf32>
  }
    scf.yield %fz1124_out : tensor<?x?xf32>
  }
    scf.yield %fz1123_out : tensor<?x?xf32>
  }
    scf.yield %fz1122_out : tensor<?x?xf32>
  }
    scf.yield %fz1121_out : tensor<?x?xf32>
  }
    scf.yield %fz1120_out : tensor<?x?xf32>
  }
    scf.yield %fz1119_out : tensor<?x?xf32>
  }
    scf.yield %fz1118_out : tensor<?x?xf32>
  }
    scf.yield %fz1117_out : tensor<?x?xf32>
  }
    scf.yield %fz1116_out : tensor<?x?xf32>
  }
    scf.yield %fz1115_out : tensor<?x?xf32>
  }
    scf.yield %fz1114_out : tensor<?x?xf32>
  }
    scf.yield %fz1113_out : tensor<?x?xf32>
  }
    scf.yield %fz1112_out : tensor<?x?xf32>
  }
    scf.yield %fz1111_out : tensor<?x?xf32>
  }
    scf.yield %fz1110_out : tensor<?x?xf32>
  }
    scf.yield %fz1109_out : tensor<?x?xf32>
  }
    scf.yield %fz1108_out : tensor<?x?xf32>
  }
    scf.yield %fz1107_out : tensor<?x?xf32>
  }
    scf.yield %fz1106_out : tensor<?x?xf32>
  }
    scf.yield %fz1105_out : tensor<?x?xf32>
  }
    scf.yield %fz1104_out : tensor<?x?xf32>
  }
    scf.yield %fz1103_out : tensor<?x?xf32>
  }
    scf.yield %fz1102_out : tensor<?x?xf32>
  }
    scf.yield %fz1101_out : tensor<?x?xf32>
  }
    scf.yield %fz1100_out : tensor<?x?xf32>
  }
    scf.yield %fz1099_out : tensor<?x?xf32>
  }
    scf.yield %fz1098_out : tensor<?x?xf32>
  }
    scf.yield %fz1097_out : tensor<?x?xf32>
  }
    scf.yield %fz1096_out : tensor<?x?xf32>
  }
    scf.yield %fz1095_out : tensor<?x?xf32>
  }
    scf.yield %fz1094_out : tensor<?x?xf32>
  }
    scf.yield %fz1093_out : tensor<?x?xf32>
  }
    scf.yield %fz1092_out : tensor<?x?xf32>
  }
    scf.yield %fz1091_out : tensor<?x?xf32>
  }
    scf.yield %fz1090_out : tensor<?x?xf32>
  }
    scf.yield %fz1089_out : tensor<?x?xf32>
  }
    scf.yield %fz1088_out : tensor<?x?xf32>
  }
    scf.yield %fz1087_out : tensor<?x?xf32>
  }
    scf.yield %fz1086_out : tensor<?x?xf32>
  }
    scf.yield %fz1085_out : tensor<?x?xf32>
  }
    scf.yield %fz1084_out : tensor<?x?xf32>
  }
    scf.yield %fz1083_out : tensor<?x?xf32>
  }
    scf.yield %fz1082_out : tensor<?x?xf32>
  }
    scf.yield %fz1081_out : tensor<?x?xf32>
  }
    scf.yield %fz1080_out : tensor<?x?xf32>
  }
    scf.yield %fz1079_out : tensor<?x?xf32>
  }
    scf.yield %fz1078_out : tensor<?x?xf32>
  }
    scf.yield %fz1077_out : tensor<?x?xf32>
  }
    scf.yield %fz1076_out : tensor<?x?xf32>
  }
    scf.yield %fz1075_out : tensor<?x?xf32>
  }
    scf.yield %fz1074_out : tensor<?x?xf32>
  }
    scf.yield %fz1073_out : tensor<?x?xf32>
  }
    scf.yield %fz1072_out : tensor<?x?xf32>
  }
    scf.yield %fz1071_out : tensor<?x?xf32>
  }
    scf.yield %fz1070_out : tensor<?x?xf32>
  }
    scf.yield %fz1069_out : tensor<?x?xf32>
  }
    scf.yield %fz1068_out : tensor<?x?xf32>
  }
    scf.yield %fz1067_out : tensor<?x?xf32>
  }
    scf.yield %fz1066_out : tensor<?x?xf32>
  }
    scf.yield %fz1065_out : tensor<?x?xf32>
  }
    scf.yield %fz1064_out : tensor<?x?xf32>
  }
    scf.yield %fz1063_out : tensor<?x?xf32>
  }
    scf.yield %fz1062_out : tensor<?x?xf32>
  }
    scf.yield %fz1061_out : tensor<?x?xf32>
  }
    scf.yield %fz1060_out : tensor<?x?xf32>
  }
    scf.yield %fz1059_out : tensor<?x?xf32>
  }
    scf.yield %fz1058_out : tensor<?x?xf32>
  }
    scf.yield %fz1057_out : tensor<?x?xf32>
  }
    scf.yield %fz1056_out : tensor<?x?xf32>
  }
    scf.yield %fz1055_out : tensor<?x?xf32>
  }
    scf.yield %fz1054_out : tensor<?x?xf32>
  }
    scf.yield %fz1053_out : tensor<?x?xf32>
  }
    scf.yield %fz1052_out : tensor<?x?xf32>
  }
    scf.yield %fz1051_out : tensor<?x?xf32>
  }
    scf.yield %fz1050_out : tensor<?x?xf32>
  }
    scf.yield %fz1049_out : tensor<?x?xf32>
  }
    scf.yield %fz1048_out : tensor<?x?xf32>
  }
    scf.yield %fz1047_out : tensor<?x?xf32>
  }
    scf.yield %fz1046_out : tensor<?x?xf32>
  }
    scf.yield %fz1045_out : tensor<?x?xf32>
  }
    scf.yield %fz1044_out : tensor<?x?xf32>
  }
    scf.yield %fz1043_out : tensor<?x?xf32>
  }
    scf.yield %fz1042_out : tensor<?x?xf32>
  }
    scf.yield %fz1041_out : tensor<?x?xf32>
  }
    scf.yield %fz1040_out : tensor<?x?xf32>
  }
    scf.yield %fz1039_out : tensor<?x?xf32>
  }
    scf.yield %fz1038_out : tensor<?x?xf32>
  }
    scf.yield %fz1037_out : tensor<?x?xf32>
  }
    scf.yield %fz1036_out : tensor<?x?xf32>
  }
    scf.yield %fz1035_out : tensor<?x?xf32>
  }
    scf.yield %fz1034_out : tensor<?x?xf32>
  }
    scf.yield %fz1033_out : tensor<?x?xf32>
  }
    scf.yield %fz1032_out : tensor<?x?xf32>
  }
    scf.yield %fz1031_out : tensor<?x?xf32>
  }
    scf.yield %fz1030_out : tensor<?x?xf32>
  }
    scf.yield %fz1029_out : tensor<?x?xf32>
  }
    scf.yield %fz1028_out : tensor<?x?xf32>
  }
    scf.yield %fz1027_out : tensor<?x?xf32>
  }
    scf.yield %fz1026_out : tensor<?x?xf32>
  }
    scf.yield %fz1025_out : tensor<?x?xf32>
  }
    scf.yield %fz1024_out : tensor<?x?xf32>
  }
    scf.yield %fz1023_out : tensor<?x?xf32>
  }
    scf.yield %fz1022_out : tensor<?x?xf32>
  }
    scf.yield %fz1021_out : tensor<?x?xf32>
  }
    scf.yield %fz1020_out : tensor<?x?xf32>
  }
    scf.yield %fz1019_out : tensor<?x?xf32>
  }
    scf.yield %fz1018_out : tensor<?x?xf32>
  }
    scf.yield %fz1017_out : tensor<?x?xf32>
  }
    scf.yield %fz1016_out : tensor<?x?xf32>
  }
    scf.yield %fz1015_out : tensor<?x?xf32>
  }
    scf.yield %fz1014_out : tensor<?x?xf32>
  }
    scf.yield %fz1013_out : tensor<?x?xf32>
  }
    scf.yield %fz1012_out : tensor<?x?xf32>
  }
    scf.yield %fz1011_out : tensor<?x?xf32>
  }
    scf.yield %fz1010_out : tensor<?x?xf32>
  }
    scf.yield %fz1009_out : tensor<?x?xf32>
  }
    scf.yield %fz1008_out : tensor<?x?xf32>
  }
    scf.yield %fz1007_out : tensor<?x?xf32>
  }
    scf.yield %fz1006_out : tensor<?x?xf32>
  }
    scf.yield %fz1005_out : tensor<?x?xf32>
  }
    scf.yield %fz1004_out : tensor<?x?xf32>
  }
    scf.yield %fz1003_out : tensor<?x?xf32>
  }
    scf.yield %fz1002_out : tensor<?x?xf32>
  }
    scf.yield %fz1001_out : tensor<?x?xf32>
  }
    scf.yield %fz1000_out : tensor<?x?xf32>
  }
    scf.yield %fz999_out : tensor<?x?xf32>
  }
    scf.yield %fz998_out : tensor<?x?xf32>
  }
    scf.yield %fz997_out : tensor<?x?xf32>
  }
    scf.yield %fz996_out : tensor<?x?xf32>
  }
    scf.yield %fz995_out : tensor<?x?xf32>
  }
    scf.yield %fz994_out : tensor<?x?xf32>
  }
    scf.yield %fz993_out : tensor<?x?xf32>
  }
    scf.yield %fz992_out : tensor<?x?xf32>
  }
    scf.yield %fz991_out : tensor<?x?xf32>
  }
    scf.yield %fz990_out : tensor<?x?xf32>
  }
    scf.yield %fz989_out : tensor<?x?xf32>
  }
    scf.yield %fz988_out : tensor<?x?xf32>
  }
    scf.yield %fz987_out : tensor<?x?xf32>
  }
    scf.yield %fz986_out : tensor<?x?xf32>
  }
    scf.yield %fz985_out : tensor<?x?xf32>
  }
    scf.yield %fz984_out : tensor<?x?xf32>
  }
    scf.yield %fz983_out : tensor<?x?xf32>
  }
    scf.yield %fz982_out : tensor<?x?xf32>
  }
    scf.yield %fz981_out : tensor<?x?xf32>
  }
    scf.yield %fz980_out : tensor<?x?xf32>
  }
    scf.yield %fz979_out : tensor<?x?xf32>
  }
    scf.yield %fz978_out : tensor<?x?xf32>
  }
    scf.yield %fz977_out : tensor<?x?xf32>
  }
    scf.yield %fz976_out : tensor<?x?xf32>
  }
    scf.yield %fz975_out : tensor<?x?xf32>
  }
    scf.yield %fz974_out : tensor<?x?xf32>
  }
    scf.yield %fz973_out : tensor<?x?xf32>
  }
    scf.yield %fz972_out : tensor<?x?xf32>
  }
    scf.yield %fz971_out : tensor<?x?xf32>
  }
    scf.yield %fz970_out : tensor<?x?xf32>
  }
    scf.yield %fz969_out : tensor<?x?xf32>
  }
    scf.yield %fz968_out : tensor<?x?xf32>
  }
    scf.yield %fz967_out : tensor<?x?xf32>
  }
    scf.yield %fz966_out : tensor<?x?xf32>
  }
    scf.yield %fz965_out : tensor<?x?xf32>
  }
    scf.yield %fz964_out : tensor<?x?xf32>
  }
    scf.yield %fz963_out : tensor<?x?xf32>
  }
    scf.yield %fz962_out : tensor<?x?xf32>
  }
    scf.yield %fz961_out : tensor<?x?xf32>
  }
    scf.yield %fz960_out : tensor<?x?xf32>
  }
    scf.yield %fz959_out : tensor<?x?xf32>
  }
    scf.yield %fz958_out : tensor<?x?xf32>
  }
    scf.yield %fz957_out : tensor<?x?xf32>
  }
    scf.yield %fz956_out : tensor<?x?xf32>
  }
    scf.yield %fz955_out : tensor<?x?xf32>
  }
    scf.yield %fz954_out : tensor<?x?xf32>
  }
    scf.yield %fz953_out : tensor<?x?xf32>
  }
    scf.yield %fz952_out : tensor<?x?xf32>
  }
    scf.yield %fz951_out : tensor<?x?xf32>
  }
    scf.yield %fz950_out : tensor<?x?xf32>
  }
    scf.yield %fz949_out : tensor<?x?xf32>
  }
    scf.yield %fz948_out : tensor<?x?xf32>
  }
    scf.yield %fz947_out : tensor<?x?xf32>
  }
    scf.yield %fz946_out : tensor<?x?xf32>
  }
    scf.yield %fz945_out : tensor<?x?xf32>
  }
    scf.yield %fz944_out : tensor<?x?xf32>
  }
    scf.yield %fz943_out : tensor<?x?xf32>
  }
    scf.yield %fz942_out : tensor<?x?xf32>
  }
    scf.yield %fz941_out : tensor<?x?xf32>
  }
    scf.yield %fz940_out : tensor<?x?xf32>
  }
    scf.yield %fz939_out : tensor<?x?xf32>
  }
    scf.yield %fz938_out : tensor<?x?xf32>
  }
    scf.yield %fz937_out : tensor<?x?xf32>
  }
    scf.yield %fz936_out : tensor<?x?xf32>
  }
    scf.yield %fz935_out : tensor<?x?xf32>
  }
    scf.yield %fz934_out : tensor<?x?xf32>
  }
    scf.yield %fz933_out : tensor<?x?xf32>
  }
    scf.yield %fz932_out : tensor<?x?xf32>
  }
    scf.yield %fz931_out : tensor<?x?xf32>
  }
    scf.yield %fz930_out : tensor<?x?xf32>
  }
    scf.yield %fz929_out : tensor<?x?xf32>
  }
    scf.yield %fz928_out : tensor<?x?xf32>
  }
    scf.yield %fz927_out : tensor<?x?xf32>
  }
    scf.yield %fz926_out : tensor<?x?xf32>
  }
    scf.yield %fz925_out : tensor<?x?xf32>
  }
    scf.yield %fz924_out : tensor<?x?xf32>
  }
    scf.yield %fz923_out : tensor<?x?xf32>
  }
    scf.yield %fz922_out : tensor<?x?xf32>
  }
    scf.yield %fz921_out : tensor<?x?xf32>
  }
    scf.yield %fz920_out : tensor<?x?xf32>
  }
    scf.yield %fz919_out : tensor<?x?xf32>
  }
    scf.yield %fz918_out : tensor<?x?xf32>
  }
    scf.yield %fz917_out : tensor<?x?xf32>
  }
    scf.yield %fz916_out : tensor<?x?xf32>
  }
    scf.yield %fz915_out : tensor<?x?xf32>
  }
    scf.yield %fz914_out : tensor<?x?xf32>
  }
    scf.yield %fz913_out : tensor<?x?xf32>
  }
    scf.yield %fz912_out : tensor<?x?xf32>
  }
    scf.yield %fz911_out : tensor<?x?xf32>
  }
    scf.yield %fz910_out : tensor<?x?xf32>
  }
    scf.yield %fz909_out : tensor<?x?xf32>
  }
    scf.yield %fz908_out : tensor<?x?xf32>
  }
    scf.yield %fz907_out : tensor<?x?xf32>
  }
    scf.yield %fz906_out : tensor<?x?xf32>
  }
    scf.yield %fz905_out : tensor<?x?xf32>
  }
    scf.yield %fz904_out : tensor<?x?xf32>
  }
    scf.yield %fz903_out : tensor<?x?xf32>
  }
    scf.yield %fz902_out : tensor<?x?xf32>
  }
    scf.yield %fz901_out : tensor<?x?xf32>
  }
    scf.yield %fz900_out : tensor<?x?xf32>
  }
    scf.yield %fz899_out : tensor<?x?xf32>
  }
    scf.yield %fz898_out : tensor<?x?xf32>
  }
    scf.yield %fz897_out : tensor<?x?xf32>
  }
    scf.yield %fz896_out : tensor<?x?xf32>
  }
    scf.yield %fz895_out : tensor<?x?xf32>
  }
    scf.yield %fz894_out : tensor<?x?xf32>
  }
    scf.yield %fz893_out : tensor<?x?xf32>
  }
    scf.yield %fz892_out : tensor<?x?xf32>
  }
    scf.yield %fz891_out : tensor<?x?xf32>
  }
    scf.yield %fz890_out : tensor<?x?xf32>
  }
    scf.yield %fz889_out : tensor<?x?xf32>
  }
    scf.yield %fz888_out : tensor<?x?xf32>
  }
    scf.yield %fz887_out : tensor<?x?xf32>
  }
    scf.yield %fz886_out : tensor<?x?xf32>
  }
    scf.yield %fz885_out : tensor<?x?xf32>
  }
    scf.yield %fz884_out : tensor<?x?xf32>
  }
    scf.yield %fz883_out : tensor<?x?xf32>
  }
    scf.yield %fz882_out : tensor<?x?xf32>
  }
    scf.yield %fz881_out : tensor<?x?xf32>
  }
    scf.yield %fz880_out : tensor<?x?xf32>
  }
    scf.yield %fz879_out : tensor<?x?xf32>
  }
    scf.yield %fz878_out : tensor<?x?xf32>
  }
    scf.yield %fz877_out : tensor<?x?xf32>
  }
    scf.yield %fz876_out : tensor<?x?xf32>
  }
    scf.yield %fz875_out : tensor<?x?xf32>
  }
    scf.yield %fz874_out : tensor<?x?xf32>
  }
    scf.yield %fz873_out : tensor<?x?xf32>
  }
    scf.yield %fz872_out : tensor<?x?xf32>
  }
    scf.yield %fz871_out : tensor<?x?xf32>
  }
    scf.yield %fz870_out : tensor<?x?xf32>
  }
    scf.yield %fz869_out : tensor<?x?xf32>
  }
    scf.yield %fz868_out : tensor<?x?xf32>
  }
    scf.yield %fz867_out : tensor<?x?xf32>
  }
    scf.yield %fz866_out : tensor<?x?xf32>
  }
    scf.yield %fz865_out : tensor<?x?xf32>
  }
    scf.yield %fz864_out : tensor<?x?xf32>
  }
    scf.yield %fz863_out : tensor<?x?xf32>
  }
    scf.yield %fz862_out : tensor<?x?xf32>
  }
    scf.yield %fz861_out : tensor<?x?xf32>
  }
    scf.yield %fz860_out : tensor<?x?xf32>
  }
    scf.yield %fz859_out : tensor<?x?xf32>
  }
    scf.yield %fz858_out : tensor<?x?xf32>
  }
    scf.yield %fz857_out : tensor<?x?xf32>
  }
    scf.yield %fz856_out : tensor<?x?xf32>
  }
    scf.yield %fz855_out : tensor<?x?xf32>
  }
    scf.yield %fz854_out : tensor<?x?xf32>
  }
    scf.yield %fz853_out : tensor<?x?xf32>
  }
    scf.yield %fz852_out : tensor<?x?xf32>
  }
    scf.yield %fz851_out : tensor<?x?xf32>
  }
    scf.yield %fz850_out : tensor<?x?xf32>
  }
    scf.yield %fz849_out : tensor<?x?xf32>
  }
    scf.yield %fz848_out : tensor<?x?xf32>
  }
    scf.yield %fz847_out : tensor<?x?xf32>
  }
    scf.yield %fz846_out : tensor<?x?xf32>
  }
    scf.yield %fz845_out : tensor<?x?xf32>
  }
    scf.yield %fz844_out : tensor<?x?xf32>
  }
    scf.yield %fz843_out : tensor<?x?xf32>
  }
    scf.yield %fz842_out : tensor<?x?xf32>
  }
    scf.yield %fz841_out : tensor<?x?xf32>
  }
    scf.yield %fz840_out : tensor<?x?xf32>
  }
    scf.yield %fz839_out : tensor<?x?xf32>
  }
    scf.yield %fz838_out : tensor<?x?xf32>
  }
    scf.yield %fz837_out : tensor<?x?xf32>
  }
    scf.yield %fz836_out : tensor<?x?xf32>
  }
    scf.yield %fz835_out : tensor<?x?xf32>
  }
    scf.yield %fz834_out : tensor<?x?xf32>
  }
    scf.yield %fz833_out : tensor<?x?xf32>
  }
    scf.yield %fz832_out : tensor<?x?xf32>
  }
    scf.yield %fz831_out : tensor<?x?xf32>
  }
    scf.yield %fz830_out : tensor<?x?xf32>
  }
    scf.yield %fz829_out : tensor<?x?xf32>
  }
    scf.yield %fz828_out : tensor<?x?xf32>
  }
    scf.yield %fz827_out : tensor<?x?xf32>
  }
    scf.yield %fz826_out : tensor<?x?xf32>
  }
    scf.yield %fz825_out : tensor<?x?xf32>
  }
    scf.yield %fz824_out : tensor<?x?xf32>
  }
    scf.yield %fz823_out : tensor<?x?xf32>
  }
    scf.yield %fz822_out : tensor<?x?xf32>
  }
    scf.yield %fz821_out : tensor<?x?xf32>
  }
    scf.yield %fz820_out : tensor<?x?xf32>
  }
    scf.yield %fz819_out : tensor<?x?xf32>
  }
    scf.yield %fz818_out : tensor<?x?xf32>
  }
    scf.yield %fz817_out : tensor<?x?xf32>
  }
    scf.yield %fz816_out : tensor<?x?xf32>
  }
    scf.yield %fz815_out : tensor<?x?xf32>
  }
    scf.yield %fz814_out : tensor<?x?xf32>
  }
    scf.yield %fz813_out : tensor<?x?xf32>
  }
    scf.yield %fz812_out : tensor<?x?xf32>
  }
    scf.yield %fz811_out : tensor<?x?xf32>
  }
    scf.yield %fz810_out : tensor<?x?xf32>
  }
    scf.yield %fz809_out : tensor<?x?xf32>
  }
    scf.yield %fz808_out : tensor<?x?xf32>
  }
    scf.yield %fz807_out : tensor<?x?xf32>
  }
    scf.yield %fz806_out : tensor<?x?xf32>
  }
    scf.yield %fz805_out : tensor<?x?xf32>
  }
    scf.yield %fz804_out : tensor<?x?xf32>
  }
    scf.yield %fz803_out : tensor<?x?xf32>
  }
    scf.yield %fz802_out : tensor<?x?xf32>
  }
    scf.yield %fz801_out : tensor<?x?xf32>
  }
    scf.yield %fz800_out : tensor<?x?xf32>
  }
    scf.yield %fz799_out : tensor<?x?xf32>
  }
    scf.yield %fz798_out : tensor<?x?xf32>
  }
    scf.yield %fz797_out : tensor<?x?xf32>
  }
    scf.yield %fz796_out : tensor<?x?xf32>
  }
    scf.yield %fz795_out : tensor<?x?xf32>
  }
    scf.yield %fz794_out : tensor<?x?xf32>
  }
    scf.yield %fz793_out : tensor<?x?xf32>
  }
    scf.yield %fz792_out : tensor<?x?xf32>
  }
    scf.yield %fz791_out : tensor<?x?xf32>
  }
    scf.yield %fz790_out : tensor<?x?xf32>
  }
    scf.yield %fz789_out : tensor<?x?xf32>
  }
    scf.yield %fz788_out : tensor<?x?xf32>
  }
    scf.yield %fz787_out : tensor<?x?xf32>
  }
    scf.yield %fz786_out : tensor<?x?xf32>
  }
    scf.yield %fz785_out : tensor<?x?xf32>
  }
    scf.yield %fz784_out : tensor<?x?xf32>
  }
    scf.yield %fz783_out : tensor<?x?xf32>
  }
    scf.yield %fz782_out : tensor<?x?xf32>
  }
    scf.yield %fz781_out : tensor<?x?xf32>
  }
    scf.yield %fz780_out : tensor<?x?xf32>
  }
    scf.yield %fz779_out : tensor<?x?xf32>
  }
    scf.yield %fz778_out : tensor<?x?xf32>
  }
    scf.yield %fz777_out : tensor<?x?xf32>
  }
    scf.yield %fz776_out : tensor<?x?xf32>
  }
    scf.yield %fz775_out : tensor<?x?xf32>
  }
    scf.yield %fz774_out : tensor<?x?xf32>
  }
    scf.yield %fz773_out : tensor<?x?xf32>
  }
    scf.yield %fz772_out : tensor<?x?xf32>
  }
    scf.yield %fz771_out : tensor<?x?xf32>
  }
    scf.yield %fz770_out : tensor<?x?xf32>
  }
    scf.yield %fz769_out : tensor<?x?xf32>
  }
    scf.yield %fz768_out : tensor<?x?xf32>
  }
    scf.yield %fz767_out : tensor<?x?xf32>
  }
    scf.yield %fz766_out : tensor<?x?xf32>
  }
    scf.yield %fz765_out : tensor<?x?xf32>
  }
    scf.yield %fz764_out : tensor<?x?xf32>
  }
    scf.yield %fz763_out : tensor<?x?xf32>
  }
    scf.yield %fz762_out : tensor<?x?xf32>
  }
    scf.yield %fz761_out : tensor<?x?xf32>
  }
    scf.yield %fz760_out : tensor<?x?xf32>
  }
    scf.yield %fz759_out : tensor<?x?xf32>
  }
    scf.yield %fz758_out : tensor<?x?xf32>
  }
    scf.yield %fz757_out : tensor<?x?xf32>
  }
    scf.yield %fz756_out : tensor<?x?xf32>
  }
    scf.yield %fz755_out : tensor<?x?xf32>
  }
    scf.yield %fz754_out : tensor<?x?xf32>
  }
    scf.yield %fz753_out : tensor<?x?xf32>
  }
    scf.yield %fz752_out : tensor<?x?xf32>
  }
    scf.yield %fz751_out : tensor<?x?xf32>
  }
    scf.yield %fz750_out : tensor<?x?xf32>
  }
    scf.yield %fz749_out : tensor<?x?xf32>
  }
    scf.yield %fz748_out : tensor<?x?xf32>
  }
    scf.yield %fz747_out : tensor<?x?xf32>
  }
    scf.yield %fz746_out : tensor<?x?xf32>
  }
    scf.yield %fz745_out : tensor<?x?xf32>
  }
    scf.yield %fz744_out : tensor<?x?xf32>
  }
    scf.yield %fz743_out : tensor<?x?xf32>
  }
    scf.yield %fz742_out : tensor<?x?xf32>
  }
    scf.yield %fz741_out : tensor<?x?xf32>
  }
    scf.yield %fz740_out : tensor<?x?xf32>
  }
    scf.yield %fz739_out : tensor<?x?xf32>
  }
    scf.yield %fz738_out : tensor<?x?xf32>
  }
    scf.yield %fz737_out : tensor<?x?xf32>
  }
    scf.yield %fz736_out : tensor<?x?xf32>
  }
    scf.yield %fz735_out : tensor<?x?xf32>
  }
    scf.yield %fz734_out : tensor<?x?xf32>
  }
    scf.yield %fz733_out : tensor<?x?xf32>
  }
    scf.yield %fz732_out : tensor<?x?xf32>
  }
    scf.yield %fz731_out : tensor<?x?xf32>
  }
    scf.yield %fz730_out : tensor<?x?xf32>
  }
    scf.yield %fz729_out : tensor<?x?xf32>
  }
    scf.yield %fz728_out : tensor<?x?xf32>
  }
    scf.yield %fz727_out : tensor<?x?xf32>
  }
    scf.yield %fz726_out : tensor<?x?xf32>
  }
    scf.yield %fz725_out : tensor<?x?xf32>
  }
    scf.yield %fz724_out : tensor<?x?xf32>
  }
    scf.yield %fz723_out : tensor<?x?xf32>
  }
    scf.yield %fz722_out : tensor<?x?xf32>
  }
    scf.yield %fz721_out : tensor<?x?xf32>
  }
    scf.yield %fz720_out : tensor<?x?xf32>
  }
    scf.yield %fz719_out : tensor<?x?xf32>
  }
    scf.yield %fz718_out : tensor<?x?xf32>
  }
    scf.yield %fz717_out : tensor<?x?xf32>
  }
    scf.yield %fz716_out : tensor<?x?xf32>
  }
    scf.yield %fz715_out : tensor<?x?xf32>
  }
    scf.yield %fz714_out : tensor<?x?xf32>
  }
    scf.yield %fz713_out : tensor<?x?xf32>
  }
    scf.yield %fz712_out : tensor<?x?xf32>
  }
    scf.yield %fz711_out : tensor<?x?xf32>
  }
    scf.yield %fz710_out : tensor<?x?xf32>
  }
    scf.yield %fz709_out : tensor<?x?xf32>
  }
    scf.yield %fz708_out : tensor<?x?xf32>
  }
    scf.yield %fz707_out : tensor<?x?xf32>
  }
    scf.yield %fz706_out : tensor<?x?xf32>
  }
    scf.yield %fz705_out : tensor<?x?xf32>
  }
    scf.yield %fz704_out : tensor<?x?xf32>
  }
    scf.yield %fz703_out : tensor<?x?xf32>
  }
    scf.yield %fz702_out : tensor<?x?xf32>
  }
    scf.yield %fz701_out : tensor<?x?xf32>
  }
    scf.yield %fz700_out : tensor<?x?xf32>
  }
    scf.yield %fz699_out : tensor<?x?xf32>
  }
    scf.yield %fz698_out : tensor<?x?xf32>
  }
    scf.yield %fz697_out : tensor<?x?xf32>
  }
    scf.yield %fz696_out : tensor<?x?xf32>
  }
    scf.yield %fz695_out : tensor<?x?xf32>
  }
    scf.yield %fz694_out : tensor<?x?xf32>
  }
    scf.yield %fz693_out : tensor<?x?xf32>
  }
    scf.yield %fz692_out : tensor<?x?xf32>
  }
    scf.yield %fz691_out : tensor<?x?xf32>
  }
    scf.yield %fz690_out : tensor<?x?xf32>
  }
    scf.yield %fz689_out : tensor<?x?xf32>
  }
    scf.yield %fz688_out : tensor<?x?xf32>
  }
    scf.yield %fz687_out : tensor<?x?xf32>
  }
    scf.yield %fz686_out : tensor<?x?xf32>
  }
    scf.yield %fz685_out : tensor<?x?xf32>
  }
    scf.yield %fz684_out : tensor<?x?xf32>
  }
    scf.yield %fz683_out : tensor<?x?xf32>
  }
    scf.yield %fz682_out : tensor<?x?xf32>
  }
    scf.yield %fz681_out : tensor<?x?xf32>
  }
    scf.yield %fz680_out : tensor<?x?xf32>
  }
    scf.yield %fz679_out : tensor<?x?xf32>
  }
    scf.yield %fz678_out : tensor<?x?xf32>
  }
    scf.yield %fz677_out : tensor<?x?xf32>
  }
    scf.yield %fz676_out : tensor<?x?xf32>
  }
    scf.yield %fz675_out : tensor<?x?xf32>
  }
    scf.yield %fz674_out : tensor<?x?xf32>
  }
    scf.yield %fz673_out : tensor<?x?xf32>
  }
    scf.yield %fz672_out : tensor<?x?xf32>
  }
    scf.yield %fz671_out : tensor<?x?xf32>
  }
    scf.yield %fz670_out : tensor<?x?xf32>
  }
    scf.yield %fz669_out : tensor<?x?xf32>
  }
    scf.yield %fz668_out : tensor<?x?xf32>
  }
    scf.yield %fz667_out : tensor<?x?xf32>
  }
    scf.yield %fz666_out : tensor<?x?xf32>
  }
    scf.yield %fz665_out : tensor<?x?xf32>
  }
    scf.yield %fz664_out : tensor<?x?xf32>
  }
    scf.yield %fz663_out : tensor<?x?xf32>
  }
    scf.yield %fz662_out : tensor<?x?xf32>
  }
    scf.yield %fz661_out : tensor<?x?xf32>
  }
    scf.yield %fz660_out : tensor<?x?xf32>
  }
    scf.yield %fz659_out : tensor<?x?xf32>
  }
    scf.yield %fz658_out : tensor<?x?xf32>
  }
    scf.yield %fz657_out : tensor<?x?xf32>
  }
    scf.yield %fz656_out : tensor<?x?xf32>
  }
    scf.yield %fz655_out : tensor<?x?xf32>
  }
    scf.yield %fz654_out : tensor<?x?xf32>
  }
    scf.yield %fz653_out : tensor<?x?xf32>
  }
    scf.yield %fz652_out : tensor<?x?xf32>
  }
    scf.yield %fz651_out : tensor<?x?xf32>
  }
    scf.yield %fz650_out : tensor<?x?xf32>
  }
    scf.yield %fz649_out : tensor<?x?xf32>
  }
    scf.yield %fz648_out : tensor<?x?xf32>
  }
    scf.yield %fz647_out : tensor<?x?xf32>
  }
    scf.yield %fz646_out : tensor<?x?xf32>
  }
    scf.yield %fz645_out : tensor<?x?xf32>
  }
    scf.yield %fz644_out : tensor<?x?xf32>
  }
    scf.yield %fz643_out : tensor<?x?xf32>
  }
    scf.yield %fz642_out : tensor<?x?xf32>
  }
    scf.yield %fz641_out : tensor<?x?xf32>
  }
    scf.yield %fz640_out : tensor<?x?xf32>
  }
    scf.yield %fz639_out : tensor<?x?xf32>
  }
    scf.yield %fz638_out : tensor<?x?xf32>
  }
    scf.yield %fz637_out : tensor<?x?xf32>
  }
    scf.yield %fz636_out : tensor<?x?xf32>
  }
    scf.yield %fz635_out : tensor<?x?xf32>
  }
    scf.yield %fz634_out : tensor<?x?xf32>
  }
    scf.yield %fz633_out : tensor<?x?xf32>
  }
    scf.yield %fz632_out : tensor<?x?xf32>
  }
    scf.yield %fz631_out : tensor<?x?xf32>
  }
    scf.yield %fz630_out : tensor<?x?xf32>
  }
    scf.yield %fz629_out : tensor<?x?xf32>
  }
    scf.yield %fz628_out : tensor<?x?xf32>
  }
    scf.yield %fz627_out : tensor<?x?xf32>
  }
    scf.yield %fz626_out : tensor<?x?xf32>
  }
    scf.yield %fz625_out : tensor<?x?xf32>
  }
    scf.yield %fz624_out : tensor<?x?xf32>
  }
    scf.yield %fz623_out : tensor<?x?xf32>
  }
    scf.yield %fz622_out : tensor<?x?xf32>
  }
    scf.yield %fz621_out : tensor<?x?xf32>
  }
    scf.yield %fz620_out : tensor<?x?xf32>
  }
    scf.yield %fz619_out : tensor<?x?xf32>
  }
    scf.yield %fz618_out : tensor<?x?xf32>
  }
    scf.yield %fz617_out : tensor<?x?xf32>
  }
    scf.yield %fz616_out : tensor<?x?xf32>
  }
    scf.yield %fz615_out : tensor<?x?xf32>
  }
    scf.yield %fz614_out : tensor<?x?xf32>
  }
    scf.yield %fz613_out : tensor<?x?xf32>
  }
    scf.yield %fz612_out : tensor<?x?xf32>
  }
    scf.yield %fz611_out : tensor<?x?xf32>
  }
    scf.yield %fz610_out : tensor<?x?xf32>
  }
    scf.yield %fz609_out : tensor<?x?xf32>
  }
    scf.yield %fz608_out : tensor<?x?xf32>
  }
    scf.yield %fz607_out : tensor<?x?xf32>
  }
    scf.yield %fz606_out : tensor<?x?xf32>
  }
    scf.yield %fz605_out : tensor<?x?xf32>
  }
    scf.yield %fz604_out : tensor<?x?xf32>
  }
    scf.yield %fz603_out : tensor<?x?xf32>
  }
    scf.yield %fz602_out : tensor<?x?xf32>
  }
    scf.yield %fz601_out : tensor<?x?xf32>
  }
    scf.yield %fz600_out : tensor<?x?xf32>
  }
    scf.yield %fz599_out : tensor<?x?xf32>
  }
    scf.yield %fz598_out : tensor<?x?xf32>
  }
    scf.yield %fz597_out : tensor<?x?xf32>
  }
    scf.yield %fz596_out : tensor<?x?xf32>
  }
    scf.yield %fz595_out : tensor<?x?xf32>
  }
    scf.yield %fz594_out : tensor<?x?xf32>
  }
    scf.yield %fz593_out : tensor<?x?xf32>
  }
    scf.yield %fz592_out : tensor<?x?xf32>
  }
    scf.yield %fz591_out : tensor<?x?xf32>
  }
    scf.yield %fz590_out : tensor<?x?xf32>
  }
    scf.yield %fz589_out : tensor<?x?xf32>
  }
    scf.yield %fz588_out : tensor<?x?xf32>
  }
    scf.yield %fz587_out : tensor<?x?xf32>
  }
    scf.yield %fz586_out : tensor<?x?xf32>
  }
    scf.yield %fz585_out : tensor<?x?xf32>
  }
    scf.yield %fz584_out : tensor<?x?xf32>
  }
    scf.yield %fz583_out : tensor<?x?xf32>
  }
    scf.yield %fz582_out : tensor<?x?xf32>
  }
    scf.yield %fz581_out : tensor<?x?xf32>
  }
    scf.yield %fz580_out : tensor<?x?xf32>
  }
    scf.yield %fz579_out : tensor<?x?xf32>
  }
    scf.yield %fz578_out : tensor<?x?xf32>
  }
    scf.yield %fz577_out : tensor<?x?xf32>
  }
    scf.yield %fz576_out : tensor<?x?xf32>
  }
    scf.yield %fz575_out : tensor<?x?xf32>
  }
    scf.yield %fz574_out : tensor<?x?xf32>
  }
    scf.yield %fz573_out : tensor<?x?xf32>
  }
    scf.yield %fz572_out : tensor<?x?xf32>
  }
    scf.yield %fz571_out : tensor<?x?xf32>
  }
    scf.yield %fz570_out : tensor<?x?xf32>
  }
    scf.yield %fz569_out : tensor<?x?xf32>
  }
    scf.yield %fz568_out : tensor<?x?xf32>
  }
    scf.yield %fz567_out : tensor<?x?xf32>
  }
    scf.yield %fz566_out : tensor<?x?xf32>
  }
    scf.yield %fz565_out : tensor<?x?xf32>
  }
    scf.yield %fz564_out : tensor<?x?xf32>
  }
    scf.yield %fz563_out : tensor<?x?xf32>
  }
    scf.yield %fz562_out : tensor<?x?xf32>
  }
    scf.yield %fz561_out : tensor<?x?xf32>
  }
    scf.yield %fz560_out : tensor<?x?xf32>
  }
    scf.yield %fz559_out : tensor<?x?xf32>
  }
    scf.yield %fz558_out : tensor<?x?xf32>
  }
    scf.yield %fz557_out : tensor<?x?xf32>
  }
    scf.yield %fz556_out : tensor<?x?xf32>
  }
    scf.yield %fz555_out : tensor<?x?xf32>
  }
    scf.yield %fz554_out : tensor<?x?xf32>
  }
    scf.yield %fz553_out : tensor<?x?xf32>
  }
    scf.yield %fz552_out : tensor<?x?xf32>
  }
    scf.yield %fz551_out : tensor<?x?xf32>
  }
    scf.yield %fz550_out : tensor<?x?xf32>
  }
    scf.yield %fz549_out : tensor<?x?xf32>
  }
    scf.yield %fz548_out : tensor<?x?xf32>
  }
    scf.yield %fz547_out : tensor<?x?xf32>
  }
    scf.yield %fz546_out : tensor<?x?xf32>
  }
    scf.yield %fz545_out : tensor<?x?xf32>
  }
    scf.yield %fz544_out : tensor<?x?xf32>
  }
    scf.yield %fz543_out : tensor<?x?xf32>
  }
    scf.yield %fz542_out : tensor<?x?xf32>
  }
    scf.yield %fz541_out : tensor<?x?xf32>
  }
    scf.yield %fz540_out : tensor<?x?xf32>
  }
    scf.yield %fz539_out : tensor<?x?xf32>
  }
    scf.yield %fz538_out : tensor<?x?xf32>
  }
    scf.yield %fz537_out : tensor<?x?xf32>
  }
    scf.yield %fz536_out : tensor<?x?xf32>
  }
    scf.yield %fz535_out : tensor<?x?xf32>
  }
    scf.yield %fz534_out : tensor<?x?xf32>
  }
    scf.yield %fz533_out : tensor<?x?xf32>
  }
    scf.yield %fz532_out : tensor<?x?xf32>
  }
    scf.yield %fz531_out : tensor<?x?xf32>
  }
    scf.yield %fz530_out : tensor<?x?xf32>
  }
    scf.yield %fz529_out : tensor<?x?xf32>
  }
    scf.yield %fz528_out : tensor<?x?xf32>
  }
    scf.yield %fz527_out : tensor<?x?xf32>
  }
    scf.yield %fz526_out : tensor<?x?xf32>
  }
    scf.yield %fz525_out : tensor<?x?xf32>
  }
    scf.yield %fz524_out : tensor<?x?xf32>
  }
    scf.yield %fz523_out : tensor<?x?xf32>
  }
    scf.yield %fz522_out : tensor<?x?xf32>
  }
    scf.yield %fz521_out : tensor<?x?xf32>
  }
    scf.yield %fz520_out : tensor<?x?xf32>
  }
    scf.yield %fz519_out : tensor<?x?xf32>
  }
    scf.yield %fz518_out : tensor<?x?xf32>
  }
    scf.yield %fz517_out : tensor<?x?xf32>
  }
    scf.yield %fz516_out : tensor<?x?xf32>
  }
    scf.yield %fz515_out : tensor<?x?xf32>
  }
    scf.yield %fz514_out : tensor<?x?xf32>
  }
    scf.yield %fz513_out : tensor<?x?xf32>
  }
    scf.yield %fz512_out : tensor<?x?xf32>
  }
    scf.yield %fz511_out : tensor<?x?xf32>
  }
    scf.yield %fz510_out : tensor<?x?xf32>
  }
    scf.yield %fz509_out : tensor<?x?xf32>
  }
    scf.yield %fz508_out : tensor<?x?xf32>
  }
    scf.yield %fz507_out : tensor<?x?xf32>
  }
    scf.yield %fz506_out : tensor<?x?xf32>
  }
    scf.yield %fz505_out : tensor<?x?xf32>
  }
    scf.yield %fz504_out : tensor<?x?xf32>
  }
    scf.yield %fz503_out : tensor<?x?xf32>
  }
    scf.yield %fz502_out : tensor<?x?xf32>
  }
    scf.yield %fz501_out : tensor<?x?xf32>
  }
    scf.yield %fz500_out : tensor<?x?xf32>
  }
    scf.yield %fz499_out : tensor<?x?xf32>
  }
    scf.yield %fz498_out : tensor<?x?xf32>
  }
    scf.yield %fz497_out : tensor<?x?xf32>
  }
    scf.yield %fz496_out : tensor<?x?xf32>
  }
    scf.yield %fz495_out : tensor<?x?xf32>
  }
    scf.yield %fz494_out : tensor<?x?xf32>
  }
    scf.yield %fz493_out : tensor<?x?xf32>
  }
    scf.yield %fz492_out : tensor<?x?xf32>
  }
    scf.yield %fz491_out : tensor<?x?xf32>
  }
    scf.yield %fz490_out : tensor<?x?xf32>
  }
    scf.yield %fz489_out : tensor<?x?xf32>
  }
    scf.yield %fz488_out : tensor<?x?xf32>
  }
    scf.yield %fz487_out : tensor<?x?xf32>
  }
    scf.yield %fz486_out : tensor<?x?xf32>
  }
    scf.yield %fz485_out : tensor<?x?xf32>
  }
    scf.yield %fz484_out : tensor<?x?xf32>
  }
    scf.yield %fz483_out : tensor<?x?xf32>
  }
    scf.yield %fz482_out : tensor<?x?xf32>
  }
    scf.yield %fz481_out : tensor<?x?xf32>
  }
    scf.yield %fz480_out : tensor<?x?xf32>
  }
    scf.yield %fz479_out : tensor<?x?xf32>
  }
    scf.yield %fz478_out : tensor<?x?xf32>
  }
    scf.yield %fz477_out : tensor<?x?xf32>
  }
    scf.yield %fz476_out : tensor<?x?xf32>
  }
    scf.yield %fz475_out : tensor<?x?xf32>
  }
    scf.yield %fz474_out : tensor<?x?xf32>
  }
    scf.yield %fz473_out : tensor<?x?xf32>
  }
    scf.yield %fz472_out : tensor<?x?xf32>
  }
    scf.yield %fz471_out : tensor<?x?xf32>
  }
    scf.yield %fz470_out : tensor<?x?xf32>
  }
    scf.yield %fz469_out : tensor<?x?xf32>
  }
    scf.yield %fz468_out : tensor<?x?xf32>
  }
    scf.yield %fz467_out : tensor<?x?xf32>
  }
    scf.yield %fz466_out : tensor<?x?xf32>
  }
    scf.yield %fz465_out : tensor<?x?xf32>
  }
    scf.yield %fz464_out : tensor<?x?xf32>
  }
    scf.yield %fz463_out : tensor<?x?xf32>
  }
    scf.yield %fz462_out : tensor<?x?xf32>
  }
    scf.yield %fz461_out : tensor<?x?xf32>
  }
    scf.yield %fz460_out : tensor<?x?xf32>
  }
    scf.yield %fz459_out : tensor<?x?xf32>
  }
    scf.yield %fz458_out : tensor<?x?xf32>
  }
    scf.yield %fz457_out : tensor<?x?xf32>
  }
    scf.yield %fz456_out : tensor<?x?xf32>
  }
    scf.yield %fz455_out : tensor<?x?xf32>
  }
    scf.yield %fz454_out : tensor<?x?xf32>
  }
    scf.yield %fz453_out : tensor<?x?xf32>
  }
    scf.yield %fz452_out : tensor<?x?xf32>
  }
    scf.yield %fz451_out : tensor<?x?xf32>
  }
    scf.yield %fz450_out : tensor<?x?xf32>
  }
    scf.yield %fz449_out : tensor<?x?xf32>
  }
    scf.yield %fz448_out : tensor<?x?xf32>
  }
    scf.yield %fz447_out : tensor<?x?xf32>
  }
    scf.yield %fz446_out : tensor<?x?xf32>
  }
    scf.yield %fz445_out : tensor<?x?xf32>
  }
    scf.yield %fz444_out : tensor<?x?xf32>
  }
    scf.yield %fz443_out : tensor<?x?xf32>
  }
    scf.yield %fz442_out : tensor<?x?xf32>
  }
    scf.yield %fz441_out : tensor<?x?xf32>
  }
    scf.yield %fz440_out : tensor<?x?xf32>
  }
    scf.yield %fz439_out : tensor<?x?xf32>
  }
    scf.yield %fz438_out : tensor<?x?xf32>
  }
    scf.yield %fz437_out : tensor<?x?xf32>
  }
    scf.yield %fz436_out : tensor<?x?xf32>
  }
    scf.yield %fz435_out : tensor<?x?xf32>
  }
    scf.yield %fz434_out : tensor<?x?xf32>
  }
    scf.yield %fz433_out : tensor<?x?xf32>
  }
    scf.yield %fz432_out : tensor<?x?xf32>
  }
    scf.yield %fz431_out : tensor<?x?xf32>
  }
    scf.yield %fz430_out : tensor<?x?xf32>
  }
    scf.yield %fz429_out : tensor<?x?xf32>
  }
    scf.yield %fz428_out : tensor<?x?xf32>
  }
    scf.yield %fz427_out : tensor<?x?xf32>
  }
    scf.yield %fz426_out : tensor<?x?xf32>
  }
    scf.yield %fz425_out : tensor<?x?xf32>
  }
    scf.yield %fz424_out : tensor<?x?xf32>
  }
    scf.yield %fz423_out : tensor<?x?xf32>
  }
    scf.yield %fz422_out : tensor<?x?xf32>
  }
    scf.yield %fz421_out : tensor<?x?xf32>
  }
    scf.yield %fz420_out : tensor<?x?xf32>
  }
    scf.yield %fz419_out : tensor<?x?xf32>
  }
    scf.yield %fz418_out : tensor<?x?xf32>
  }
    scf.yield %fz417_out : tensor<?x?xf32>
  }
    scf.yield %fz416_out : tensor<?x?xf32>
  }
    scf.yield %fz415_out : tensor<?x?xf32>
  }
    scf.yield %fz414_out : tensor<?x?xf32>
  }
    scf.yield %fz413_out : tensor<?x?xf32>
  }
    scf.yield %fz412_out : tensor<?x?xf32>
  }
    scf.yield %fz411_out : tensor<?x?xf32>
  }
    scf.yield %fz410_out : tensor<?x?xf32>
  }
    scf.yield %fz409_out : tensor<?x?xf32>
  }
    scf.yield %fz408_out : tensor<?x?xf32>
  }
    scf.yield %fz407_out : tensor<?x?xf32>
  }
    scf.yield %fz406_out : tensor<?x?xf32>
  }
    scf.yield %fz405_out : tensor<?x?xf32>
  }
    scf.yield %fz404_out : tensor<?x?xf32>
  }
    scf.yield %fz403_out : tensor<?x?xf32>
  }
    scf.yield %fz402_out : tensor<?x?xf32>
  }
    scf.yield %fz401_out : tensor<?x?xf32>
  }
    scf.yield %fz400_out : tensor<?x?xf32>
  }
    scf.yield %fz399_out : tensor<?x?xf32>
  }
    scf.yield %fz398_out : tensor<?x?xf32>
  }
    scf.yield %fz397_out : tensor<?x?xf32>
  }
    scf.yield %fz396_out : tensor<?x?xf32>
  }
    scf.yield %fz395_out : tensor<?x?xf32>
  }
    scf.yield %fz394_out : tensor<?x?xf32>
  }
    scf.yield %fz393_out : tensor<?x?xf32>
  }
    scf.yield %fz392_out : tensor<?x?xf32>
  }
    scf.yield %fz391_out : tensor<?x?xf32>
  }
    scf.yield %fz390_out : tensor<?x?xf32>
  }
    scf.yield %fz389_out : tensor<?x?xf32>
  }
    scf.yield %fz388_out : tensor<?x?xf32>
  }
    scf.yield %fz387_out : tensor<?x?xf32>
  }
    scf.yield %fz386_out : tensor<?x?xf32>
  }
    scf.yield %fz385_out : tensor<?x?xf32>
  }
    scf.yield %fz384_out : tensor<?x?xf32>
  }
    scf.yield %fz383_out : tensor<?x?xf32>
  }
    scf.yield %fz382_out : tensor<?x?xf32>
  }
    scf.yield %fz381_out : tensor<?x?xf32>
  }
    scf.yield %fz380_out : tensor<?x?xf32>
  }
    scf.yield %fz379_out : tensor<?x?xf32>
  }
    scf.yield %fz378_out : tensor<?x?xf32>
  }
    scf.yield %fz377_out : tensor<?x?xf32>
  }
    scf.yield %fz376_out : tensor<?x?xf32>
  }
    scf.yield %fz375_out : tensor<?x?xf32>
  }
    scf.yield %fz374_out : tensor<?x?xf32>
  }
    scf.yield %fz373_out : tensor<?x?xf32>
  }
    scf.yield %fz372_out : tensor<?x?xf32>
  }
    scf.yield %fz371_out : tensor<?x?xf32>
  }
    scf.yield %fz370_out : tensor<?x?xf32>
  }
    scf.yield %fz369_out : tensor<?x?xf32>
  }
    scf.yield %fz368_out : tensor<?x?xf32>
  }
    scf.yield %fz367_out : tensor<?x?xf32>
  }
    scf.yield %fz366_out : tensor<?x?xf32>
  }
    scf.yield %fz365_out : tensor<?x?xf32>
  }
    scf.yield %fz364_out : tensor<?x?xf32>
  }
    scf.yield %fz363_out : tensor<?x?xf32>
  }
    scf.yield %fz362_out : tensor<?x?xf32>
  }
    scf.yield %fz361_out : tensor<?x?xf32>
  }
    scf.yield %fz360_out : tensor<?x?xf32>
  }
    scf.yield %fz359_out : tensor<?x?xf32>
  }
    scf.yield %fz358_out : tensor<?x?xf32>
  }
    scf.yield %fz357_out : tensor<?x?xf32>
  }
    scf.yield %fz356_out : tensor<?x?xf32>
  }
    scf.yield %fz355_out : tensor<?x?xf32>
  }
    scf.yield %fz354_out : tensor<?x?xf32>
  }
    scf.yield %fz353_out : tensor<?x?xf32>
  }
    scf.yield %fz352_out : tensor<?x?xf32>
  }
    scf.yield %fz351_out : tensor<?x?xf32>
  }
    scf.yield %fz350_out : tensor<?x?xf32>
  }
    scf.yield %fz349_out : tensor<?x?xf32>
  }
    scf.yield %fz348_out : tensor<?x?xf32>
  }
    scf.yield %fz347_out : tensor<?x?xf32>
  }
    scf.yield %fz346_out : tensor<?x?xf32>
  }
    scf.yield %fz345_out : tensor<?x?xf32>
  }
    scf.yield %fz344_out : tensor<?x?xf32>
  }
    scf.yield %fz343_out : tensor<?x?xf32>
  }
    scf.yield %fz342_out : tensor<?x?xf32>
  }
    scf.yield %fz341_out : tensor<?x?xf32>
  }
    scf.yield %fz340_out : tensor<?x?xf32>
  }
    scf.yield %fz339_out : tensor<?x?xf32>
  }
    scf.yield %fz338_out : tensor<?x?xf32>
  }
    scf.yield %fz337_out : tensor<?x?xf32>
  }
    scf.yield %fz336_out : tensor<?x?xf32>
  }
    scf.yield %fz335_out : tensor<?x?xf32>
  }
    scf.yield %fz334_out : tensor<?x?xf32>
  }
    scf.yield %fz333_out : tensor<?x?xf32>
  }
    scf.yield %fz332_out : tensor<?x?xf32>
  }
    scf.yield %fz331_out : tensor<?x?xf32>
  }
    scf.yield %fz330_out : tensor<?x?xf32>
  }
    scf.yield %fz329_out : tensor<?x?xf32>
  }
    scf.yield %fz328_out : tensor<?x?xf32>
  }
    scf.yield %fz327_out : tensor<?x?xf32>
  }
    scf.yield %fz326_out : tensor<?x?xf32>
  }
    scf.yield %fz325_out : tensor<?x?xf32>
  }
    scf.yield %fz324_out : tensor<?x?xf32>
  }
    scf.yield %fz323_out : tensor<?x?xf32>
  }
    scf.yield %fz322_out : tensor<?x?xf32>
  }
    scf.yield %fz321_out : tensor<?x?xf32>
  }
    scf.yield %fz320_out : tensor<?x?xf32>
  }
    scf.yield %fz319_out : tensor<?x?xf32>
  }
    scf.yield %fz318_out : tensor<?x?xf32>
  }
    scf.yield %fz317_out : tensor<?x?xf32>
  }
    scf.yield %fz316_out : tensor<?x?xf32>
  }
    scf.yield %fz315_out : tensor<?x?xf32>
  }
    scf.yield %fz314_out : tensor<?x?xf32>
  }
    scf.yield %fz313_out : tensor<?x?xf32>
  }
    scf.yield %fz312_out : tensor<?x?xf32>
  }
    scf.yield %fz311_out : tensor<?x?xf32>
  }
    scf.yield %fz310_out : tensor<?x?xf32>
  }
    scf.yield %fz309_out : tensor<?x?xf32>
  }
    scf.yield %fz308_out : tensor<?x?xf32>
  }
    scf.yield %fz307_out : tensor<?x?xf32>
  }
    scf.yield %fz306_out : tensor<?x?xf32>
  }
    scf.yield %fz305_out : tensor<?x?xf32>
  }
    scf.yield %fz304_out : tensor<?x?xf32>
  }
    scf.yield %fz303_out : tensor<?x?xf32>
  }
    scf.yield %fz302_out : tensor<?x?xf32>
  }
    scf.yield %fz301_out : tensor<?x?xf32>
  }
    scf.yield %fz300_out : tensor<?x?xf32>
  }
    scf.yield %fz299_out : tensor<?x?xf32>
  }
    scf.yield %fz298_out : tensor<?x?xf32>
  }
    scf.yield %fz297_out : tensor<?x?xf32>
  }
    scf.yield %fz296_out : tensor<?x?xf32>
  }
    scf.yield %fz295_out : tensor<?x?xf32>
  }
    scf.yield %fz294_out : tensor<?x?xf32>
  }
    scf.yield %fz293_out : tensor<?x?xf32>
  }
    scf.yield %fz292_out : tensor<?x?xf32>
  }
    scf.yield %fz291_out : tensor<?x?xf32>
  }
    scf.yield %fz290_out : tensor<?x?xf32>
  }
    scf.yield %fz289_out : tensor<?x?xf32>
  }
    scf.yield %fz288_out : tensor<?x?xf32>
  }
    scf.yield %fz287_out : tensor<?x?xf32>
  }
    scf.yield %fz286_out : tensor<?x?xf32>
  }
    scf.yield %fz285_out : tensor<?x?xf32>
  }
    scf.yield %fz284_out : tensor<?x?xf32>
  }
    scf.yield %fz283_out : tensor<?x?xf32>
  }
    scf.yield %fz282_out : tensor<?x?xf32>
  }
    scf.yield %fz281_out : tensor<?x?xf32>
  }
    scf.yield %fz280_out : tensor<?x?xf32>
  }
    scf.yield %fz279_out : tensor<?x?xf32>
  }
    scf.yield %fz278_out : tensor<?x?xf32>
  }
    scf.yield %fz277_out : tensor<?x?xf32>
  }
    scf.yield %fz276_out : tensor<?x?xf32>
  }
    scf.yield %fz275_out : tensor<?x?xf32>
  }
    scf.yield %fz274_out : tensor<?x?xf32>
  }
    scf.yield %fz273_out : tensor<?x?xf32>
  }
    scf.yield %fz272_out : tensor<?x?xf32>
  }
    scf.yield %fz271_out : tensor<?x?xf32>
  }
    scf.yield %fz270_out : tensor<?x?xf32>
  }
    scf.yield %fz269_out : tensor<?x?xf32>
  }
    scf.yield %fz268_out : tensor<?x?xf32>
  }
    scf.yield %fz267_out : tensor<?x?xf32>
  }
    scf.yield %fz266_out : tensor<?x?xf32>
  }
    scf.yield %fz265_out : tensor<?x?xf32>
  }
    scf.yield %fz264_out : tensor<?x?xf32>
  }
    scf.yield %fz263_out : tensor<?x?xf32>
  }
    scf.yield %fz262_out : tensor<?x?xf32>
  }
    scf.yield %fz261_out : tensor<?x?xf32>
  }
    scf.yield %fz260_out : tensor<?x?xf32>
  }
    scf.yield %fz259_out : tensor<?x?xf32>
  }
    scf.yield %fz258_out : tensor<?x?xf32>
  }
    scf.yield %fz257_out : tensor<?x?xf32>
  }
    scf.yield %fz256_out : tensor<?x?xf32>
  }
    scf.yield %fz255_out : tensor<?x?xf32>
  }
    scf.yield %fz254_out : tensor<?x?xf32>
  }
    scf.yield %fz253_out : tensor<?x?xf32>
  }
    scf.yield %fz252_out : tensor<?x?xf32>
  }
    scf.yield %fz251_out : tensor<?x?xf32>
  }
    scf.yield %fz250_out : tensor<?x?xf32>
  }
    scf.yield %fz249_out : tensor<?x?xf32>
  }
    scf.yield %fz248_out : tensor<?x?xf32>
  }
    scf.yield %fz247_out : tensor<?x?xf32>
  }
    scf.yield %fz246_out : tensor<?x?xf32>
  }
    scf.yield %fz245_out : tensor<?x?xf32>
  }
    scf.yield %fz244_out : tensor<?x?xf32>
  }
    scf.yield %fz243_out : tensor<?x?xf32>
  }
    scf.yield %fz242_out : tensor<?x?xf32>
  }
    scf.yield %fz241_out : tensor<?x?xf32>
  }
    scf.yield %fz240_out : tensor<?x?xf32>
  }
    scf.yield %fz239_out : tensor<?x?xf32>
  }
    scf.yield %fz238_out : tensor<?x?xf32>
  }
    scf.yield %fz237_out : tensor<?x?xf32>
  }
    scf.yield %fz236_out : tensor<?x?xf32>
  }
    scf.yield %fz235_out : tensor<?x?xf32>
  }
    scf.yield %fz234_out : tensor<?x?xf32>
  }
    scf.yield %fz233_out : tensor<?x?xf32>
  }
    scf.yield %fz232_out : tensor<?x?xf32>
  }
    scf.yield %fz231_out : tensor<?x?xf32>
  }
    scf.yield %fz230_out : tensor<?x?xf32>
  }
    scf.yield %fz229_out : tensor<?x?xf32>
  }
    scf.yield %fz228_out : tensor<?x?xf32>
  }
    scf.yield %fz227_out : tensor<?x?xf32>
  }
    scf.yield %fz226_out : tensor<?x?xf32>
  }
    scf.yield %fz225_out : tensor<?x?xf32>
  }
    scf.yield %fz224_out : tensor<?x?xf32>
  }
    scf.yield %fz223_out : tensor<?x?xf32>
  }
    scf.yield %fz222_out : tensor<?x?xf32>
  }
    scf.yield %fz221_out : tensor<?x?xf32>
  }
    scf.yield %fz220_out : tensor<?x?xf32>
  }
    scf.yield %fz219_out : tensor<?x?xf32>
  }
    scf.yield %fz218_out : tensor<?x?xf32>
  }
    scf.yield %fz217_out : tensor<?x?xf32>
  }
    scf.yield %fz216_out : tensor<?x?xf32>
  }
    scf.yield %fz215_out : tensor<?x?xf32>
  }
    scf.yield %fz214_out : tensor<?x?xf32>
  }
    scf.yield %fz213_out : tensor<?x?xf32>
  }
    scf.yield %fz212_out : tensor<?x?xf32>
  }
    scf.yield %fz211_out : tensor<?x?xf32>
  }
    scf.yield %fz210_out : tensor<?x?xf32>
  }
    scf.yield %fz209_out : tensor<?x?xf32>
  }
    scf.yield %fz208_out : tensor<?x?xf32>
  }
    scf.yield %fz207_out : tensor<?x?xf32>
  }
    scf.yield %fz206_out : tensor<?x?xf32>
  }
    scf.yield %fz205_out : tensor<?x?xf32>
  }
    scf.yield %fz204_out : tensor<?x?xf32>
  }
    scf.yield %fz203_out : tensor<?x?xf32>
  }
    scf.yield %fz202_out : tensor<?x?xf32>
  }
    scf.yield %fz201_out : tensor<?x?xf32>
  }
    scf.yield %fz200_out : tensor<?x?xf32>
  }
    scf.yield %fz199_out : tensor<?x?xf32>
  }
    scf.yield %fz198_out : tensor<?x?xf32>
  }
    scf.yield %fz197_out : tensor<?x?xf32>
  }
    scf.yield %fz196_out : tensor<?x?xf32>
  }
    scf.yield %fz195_out : tensor<?x?xf32>
  }
    scf.yield %fz194_out : tensor<?x?xf32>
  }
    scf.yield %fz193_out : tensor<?x?xf32>
  }
    scf.yield %fz192_out : tensor<?x?xf32>
  }
    scf.yield %fz191_out : tensor<?x?xf32>
  }
    scf.yield %fz190_out : tensor<?x?xf32>
  }
    scf.yield %fz189_out : tensor<?x?xf32>
  }
    scf.yield %fz188_out : tensor<?x?xf32>
  }
    scf.yield %fz187_out : tensor<?x?xf32>
  }
    scf.yield %fz186_out : tensor<?x?xf32>
  }
    scf.yield %fz185_out : tensor<?x?xf32>
  }
    scf.yield %fz184_out : tensor<?x?xf32>
  }
    scf.yield %fz183_out : tensor<?x?xf32>
  }
    scf.yield %fz182_out : tensor<?x?xf32>
  }
    scf.yield %fz181_out : tensor<?x?xf32>
  }
    scf.yield %fz180_out : tensor<?x?xf32>
  }
    scf.yield %fz179_out : tensor<?x?xf32>
  }
    scf.yield %fz178_out : tensor<?x?xf32>
  }
    scf.yield %fz177_out : tensor<?x?xf32>
  }
    scf.yield %fz176_out : tensor<?x?xf32>
  }
    scf.yield %fz175_out : tensor<?x?xf32>
  }
    scf.yield %fz174_out : tensor<?x?xf32>
  }
    scf.yield %fz173_out : tensor<?x?xf32>
  }
    scf.yield %fz172_out : tensor<?x?xf32>
  }
    scf.yield %fz171_out : tensor<?x?xf32>
  }
    scf.yield %fz170_out : tensor<?x?xf32>
  }
    scf.yield %fz169_out : tensor<?x?xf32>
  }
    scf.yield %fz168_out : tensor<?x?xf32>
  }
    scf.yield %fz167_out : tensor<?x?xf32>
  }
    scf.yield %fz166_out : tensor<?x?xf32>
  }
    scf.yield %fz165_out : tensor<?x?xf32>
  }
    scf.yield %fz164_out : tensor<?x?xf32>
  }
    scf.yield %fz163_out : tensor<?x?xf32>
  }
    scf.yield %fz162_out : tensor<?x?xf32>
  }
    scf.yield %fz161_out : tensor<?x?xf32>
  }
    scf.yield %fz160_out : tensor<?x?xf32>
  }
    scf.yield %fz159_out : tensor<?x?xf32>
  }
    scf.yield %fz158_out : tensor<?x?xf32>
  }
    scf.yield %fz157_out : tensor<?x?xf32>
  }
    scf.yield %fz156_out : tensor<?x?xf32>
  }
    scf.yield %fz155_out : tensor<?x?xf32>
  }
    scf.yield %fz154_out : tensor<?x?xf32>
  }
    scf.yield %fz153_out : tensor<?x?xf32>
  }
    scf.yield %fz152_out : tensor<?x?xf32>
  }
    scf.yield %fz151_out : tensor<?x?xf32>
  }
    scf.yield %fz150_out : tensor<?x?xf32>
  }
    scf.yield %fz149_out : tensor<?x?xf32>
  }
    scf.yield %fz148_out : tensor<?x?xf32>
  }
    scf.yield %fz147_out : tensor<?x?xf32>
  }
    scf.yield %fz146_out : tensor<?x?xf32>
  }
    scf.yield %fz145_out : tensor<?x?xf32>
  }
    scf.yield %fz144_out : tensor<?x?xf32>
  }
    scf.yield %fz143_out : tensor<?x?xf32>
  }
    scf.yield %fz142_out : tensor<?x?xf32>
  }
    scf.yield %fz141_out : tensor<?x?xf32>
  }
    scf.yield %fz140_out : tensor<?x?xf32>
  }
    scf.yield %fz139_out : tensor<?x?xf32>
  }
    scf.yield %fz138_out : tensor<?x?xf32>
  }
    scf.yield %fz137_out : tensor<?x?xf32>
  }
    scf.yield %fz136_out : tensor<?x?xf32>
  }
    scf.yield %fz135_out : tensor<?x?xf32>
  }
    scf.yield %fz134_out : tensor<?x?xf32>
  }
    scf.yield %fz133_out : tensor<?x?xf32>
  }
    scf.yield %fz132_out : tensor<?x?xf32>
  }
    scf.yield %fz131_out : tensor<?x?xf32>
  }
    scf.yield %fz130_out : tensor<?x?xf32>
  }
    scf.yield %fz129_out : tensor<?x?xf32>
  }
    scf.yield %fz128_out : tensor<?x?xf32>
  }
    scf.yield %fz127_out : tensor<?x?xf32>
  }
    scf.yield %fz126_out : tensor<?x?xf32>
  }
    scf.yield %fz125_out : tensor<?x?xf32>
  }
    scf.yield %fz124_out : tensor<?x?xf32>
  }
    scf.yield %fz123_out : tensor<?x?xf32>
  }
    scf.yield %fz122_out : tensor<?x?xf32>
  }
    scf.yield %fz121_out : tensor<?x?xf32>
  }
    scf.yield %fz120_out : tensor<?x?xf32>
  }
    scf.yield %fz119_out : tensor<?x?xf32>
  }
    scf.yield %fz118_out : tensor<?x?xf32>
  }
    scf.yield %fz117_out : tensor<?x?xf32>
  }
    scf.yield %fz116_out : tensor<?x?xf32>
  }
    scf.yield %fz115_out : tensor<?x?xf32>
  }
    scf.yield %fz114_out : tensor<?x?xf32>
  }
    scf.yield %fz113_out : tensor<?x?xf32>
  }
    scf.yield %fz112_out : tensor<?x?xf32>
  }
    scf.yield %fz111_out : tensor<?x?xf32>
  }
    scf.yield %fz110_out : tensor<?x?xf32>
  }
    scf.yield %fz109_out : tensor<?x?xf32>
  }
    scf.yield %fz108_out : tensor<?x?xf32>
  }
    scf.yield %fz107_out : tensor<?x?xf32>
  }
    scf.yield %fz106_out : tensor<?x?xf32>
  }
    scf.yield %fz105_out : tensor<?x?xf32>
  }
    scf.yield %fz104_out : tensor<?x?xf32>
  }
    scf.yield %fz103_out : tensor<?x?xf32>
  }
    scf.yield %fz102_out : tensor<?x?xf32>
  }
    scf.yield %fz101_out : tensor<?x?xf32>
  }
    scf.yield %fz100_out : tensor<?x?xf32>
  }
    scf.yield %fz99_out : tensor<?x?xf32>
  }
    scf.yield %fz98_out : tensor<?x?xf32>
  }
    scf.yield %fz97_out : tensor<?x?xf32>
  }
    scf.yield %fz96_out : tensor<?x?xf32>
  }
    scf.yield %fz95_out : tensor<?x?xf32>
  }
    scf.yield %fz94_out : tensor<?x?xf32>
  }
    scf.yield %fz93_out : tensor<?x?xf32>
  }
    scf.yield %fz92_out : tensor<?x?xf32>
  }
    scf.yield %fz91_out : tensor<?x?xf32>
  }
    scf.yield %fz90_out : tensor<?x?xf32>
  }
    scf.yield %fz89_out : tensor<?x?xf32>
  }
    scf.yield %fz88_out : tensor<?x?xf32>
  }
    scf.yield %fz87_out : tensor<?x?xf32>
  }
    scf.yield %fz86_out : tensor<?x?xf32>
  }
    scf.yield %fz85_out : tensor<?x?xf32>
  }
    scf.yield %fz84_out : tensor<?x?xf32>
  }
    scf.yield %fz83_out : tensor<?x?xf32>
  }
    scf.yield %fz82_out : tensor<?x?xf32>
  }
    scf.yield %fz81_out : tensor<?x?xf32>
  }
    scf.yield %fz80_out : tensor<?x?xf32>
  }
    scf.yield %fz79_out : tensor<?x?xf32>
  }
    scf.yield %fz78_out : tensor<?x?xf32>
  }
    scf.yield %fz77_out : tensor<?x?xf32>
  }
    scf.yield %fz76_out : tensor<?x?xf32>
  }
    scf.yield %fz75_out : tensor<?x?xf32>
  }
    scf.yield %fz74_out : tensor<?x?xf32>
  }
    scf.yield %fz73_out : tensor<?x?xf32>
  }
    scf.yield %fz72_out : tensor<?x?xf32>
  }
    scf.yield %fz71_out : tensor<?x?xf32>
  }
    scf.yield %fz70_out : tensor<?x?xf32>
  }
    scf.yield %fz69_out : tensor<?x?xf32>
  }
    scf.yield %fz68_out : tensor<?x?xf32>
  }
    scf.yield %fz67_out : tensor<?x?xf32>
  }
    scf.yield %fz66_out : tensor<?x?xf32>
  }
    scf.yield %fz65_out : tensor<?x?xf32>
  }
    scf.yield %fz64_out : tensor<?x?xf32>
  }
    scf.yield %fz63_out : tensor<?x?xf32>
  }
    scf.yield %fz62_out : tensor<?x?xf32>
  }
    scf.yield %fz61_out : tensor<?x?xf32>
  }
    scf.yield %fz60_out : tensor<?x?xf32>
  }
    scf.yield %fz59_out : tensor<?x?xf32>
  }
    scf.yield %fz58_out : tensor<?x?xf32>
  }
    scf.yield %fz57_out : tensor<?x?xf32>
  }
    scf.yield %fz56_out : tensor<?x?xf32>
  }
    scf.yield %fz55_out : tensor<?x?xf32>
  }
    scf.yield %fz54_out : tensor<?x?xf32>
  }
    scf.yield %fz53_out : tensor<?x?xf32>
  }
    scf.yield %fz52_out : tensor<?x?xf32>
  }
    scf.yield %fz51_out : tensor<?x?xf32>
  }
    scf.yield %fz50_out : tensor<?x?xf32>
  }
    scf.yield %fz49_out : tensor<?x?xf32>
  }
    scf.yield %fz48_out : tensor<?x?xf32>
  }
    scf.yield %fz47_out : tensor<?x?xf32>
  }
    scf.yield %fz46_out : tensor<?x?xf32>
  }
    scf.yield %fz45_out : tensor<?x?xf32>
  }
    scf.yield %fz44_out : tensor<?x?xf32>
  }
    scf.yield %fz43_out : tensor<?x?xf32>
  }
    scf.yield %fz42_out : tensor<?x?xf32>
  }
    scf.yield %fz41_out : tensor<?x?xf32>
  }
    scf.yield %fz40_out : tensor<?x?xf32>
  }
    scf.yield %fz39_out : tensor<?x?xf32>
  }
    scf.yield %fz38_out : tensor<?x?xf32>
  }
    scf.yield %fz37_out : tensor<?x?xf32>
  }
    scf.yield %fz36_out : tensor<?x?xf32>
  }
    scf.yield %fz35_out : tensor<?x?xf32>
  }
    scf.yield %fz34_out : tensor<?x?xf32>
  }
    scf.yield %fz33_out : tensor<?x?xf32>
  }
    scf.yield %fz32_out : tensor<?x?xf32>
  }
    scf.yield %fz31_out : tensor<?x?xf32>
  }
    scf.yield %fz30_out : tensor<?x?xf32>
  }
    scf.yield %fz29_out : tensor<?x?xf32>
  }
    scf.yield %fz28_out : tensor<?x?xf32>
  }
    scf.yield %fz27_out : tensor<?x?xf32>
  }
    scf.yield %fz26_out : tensor<?x?xf32>
  }
    scf.yield %fz25_out : tensor<?x?xf32>
  }
    scf.yield %fz24_out : tensor<?x?xf32>
  }
    scf.yield %fz23_out : tensor<?x?xf32>
  }
    scf.yield %fz22_out : tensor<?x?xf32>
  }
    scf.yield %fz21_out : tensor<?x?xf32>
  }
    scf.yield %fz20_out : tensor<?x?xf32>
  }
    scf.yield %fz19_out : tensor<?x?xf32>
  }
    scf.yield %fz18_out : tensor<?x?xf32>
  }
    scf.yield %fz17_out : tensor<?x?xf32>
  }
    scf.yield %fz16_out : tensor<?x?xf32>
  }
    scf.yield %fz15_out : tensor<?x?xf32>
  }
    scf.yield %fz14_out : tensor<?x?xf32>
  }
    scf.yield %fz13_out : tensor<?x?xf32>
  }
    scf.yield %fz12_out : tensor<?x?xf32>
  }
    scf.yield %fz11_out : tensor<?x?xf32>
  }
    scf.yield %fz10_out : tensor<?x?xf32>
  }
    scf.yield %fz9_out : tensor<?x?xf32>
  }
    scf.yield %fz8_out : tensor<?x?xf32>
  }
    scf.yield %fz7_out : tensor<?x?xf32>
  }
    scf.yield %fz6_out : tensor<?x?xf32>
  }
    scf.yield %fz5_out : tensor<?x?xf32>
  }
    scf.yield %fz4_out : tensor<?x?xf32>
  }
    scf.yield %fz3_out : tensor<?x?xf32>
  }
    scf.yield %fz2_out : tensor<?x?xf32>
  }
    scf.yield %fz1_out : tensor<?x?xf32>
  }
  return %out : tensor<?x?xf32>
}
