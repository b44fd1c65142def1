// A 2-D convolution on tensors (linalg.conv_2d_nhwc_hwcf: 1x130x130x8 input, 3x3x8x16 filter,
// 1x128x128x16 output), timed inside the program with rtclock around the call; prints the
// kernel's seconds, then one result element.
func.func @conv(%in: tensor<1x130x130x8xf32>, %f: tensor<3x3x8x16xf32>) -> tensor<1x128x128x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x128x128x16xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x128x128x16xf32>) -> tensor<1x128x128x16xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%in, %f : tensor<1x130x130x8xf32>, tensor<3x3x8x16xf32>)
         outs(%o : tensor<1x128x128x16xf32>) -> tensor<1x128x128x16xf32>
  return %r : tensor<1x128x128x16xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %in = arith.constant dense<0.5> : tensor<1x130x130x8xf32>
  %f = arith.constant dense<0.125> : tensor<3x3x8x16xf32>
  %t0 = call @rtclock() : () -> f64
  %r = call @conv(%in, %f) : (tensor<1x130x130x8xf32>, tensor<3x3x8x16xf32>) -> tensor<1x128x128x16xf32>
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  vector.print %dt : f64
  %x = tensor.extract %r[%c0, %c5, %c5, %c0] : tensor<1x128x128x16xf32>
  vector.print %x : f32
  return
}
func.func private @rtclock() -> f64
