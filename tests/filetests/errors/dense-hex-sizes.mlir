// Sizes of hex dense literals, as upstream checks them: i1 packs eight elements a byte (a
// single 0x00 or 0xFF byte is a splat); other types hold one element (a splat) or all of
// them. A 3-byte literal for two i16 used to be read as a splat, 2 bytes for 9 x i1 as data.
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
// RUN: not memref-opt %s --split-input-file | filecheck %s --check-prefix=OK
memref.global "private" constant @g : memref<2xi16> = dense<"0x000000">
// CHECK: dense-hex-sizes.mlir:6:55: error: elements hex data size is invalid for provided type: 'tensor<2xi16>'
// -----
memref.global "private" constant @g : memref<2xi1> = dense<"0x0101">
// CHECK: dense-hex-sizes.mlir:9:54: error: elements hex data size is invalid for provided type: 'tensor<2xi1>'
// -----
memref.global "private" constant @g : memref<9xi1> = dense<"0x01">
// CHECK: dense-hex-sizes.mlir:12:54: error: elements hex data size is invalid for provided type: 'tensor<9xi1>'
// -----
memref.global "private" constant @a : memref<9xi1> = dense<"0xFF">
memref.global "private" constant @b : memref<16xi1> = dense<"0xFF00">
memref.global "private" constant @c : memref<2xi16> = dense<"0x0100">
memref.global "private" constant @d : memref<3xi8> = dense<"0x010203">
// OK: memref.global "private" constant @a : memref<9xi1> = dense<true>
// OK: memref.global "private" constant @b : memref<16xi1> = dense<[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]>
// OK: memref.global "private" constant @c : memref<2xi16> = dense<1>
// OK: memref.global "private" constant @d : memref<3xi8> = dense<[1, 2, 3]>
// -----
memref.global "private" constant @g : memref<1xi8> = dense<"0x+1">
// CHECK: dense-hex-sizes.mlir:24:60: error: expected string containing hex digits starting with `0x`
