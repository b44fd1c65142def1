// A 256x256 f32 matmul written on tensors (linalg.fill + linalg.matmul), timed inside the
// program with rtclock around the call; prints the kernel's seconds, then two result elements.
func.func @matmul(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %r = linalg.matmul ins(%a, %b : tensor<256x256xf32>, tensor<256x256xf32>)
                     outs(%c : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %r : tensor<256x256xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %a = arith.constant dense<1.5> : tensor<256x256xf32>
  %b = arith.constant dense<0.25> : tensor<256x256xf32>
  %t0 = call @rtclock() : () -> f64
  %r = call @matmul(%a, %b) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  vector.print %dt : f64
  %x = tensor.extract %r[%c0, %c7] : tensor<256x256xf32>
  vector.print %x : f32
  return
}
func.func private @rtclock() -> f64
