package interp

import "testing"

// BenchmarkCoopMatMulAdd: one workgroup of 64 invocations, each subgroup
// loading a 16x16 float16 A and B and a float32 C, one MulAdd, a scale and
// an add, and a store (TestCoopMatMulAdd's module), at 32 lanes.
func BenchmarkCoopMatMulAdd(b *testing.B) {
	p := asmLoad(b, coopHeader+`
%main = OpFunction %void None %fn
%e = OpLabel
%s = OpLoad %uint %sgid
%pa = OpAccessChain %ph %A %c0 %c0
%pb = OpAccessChain %ph %A %c0 %c256
%a = OpCooperativeMatrixLoadKHR %MA %pa %c0 %c16
%b = OpCooperativeMatrixLoadKHR %MB %pb %c1 %c16
%pc = OpAccessChain %pf %C %c0 %c0
%cm = OpCooperativeMatrixLoadKHR %MC %pc %c0 %c20
%r = OpCooperativeMatrixMulAddKHR %MC %a %b %cm
%r2 = OpMatrixTimesScalar %MC %r %two
%r3 = OpFAdd %MC %r2 %cm
%off = OpIMul %uint %s %c256
%pr = OpAccessChain %pf %R %c0 %off
OpCooperativeMatrixStoreKHR %pr %r3 %c1 %c16
%len = OpCooperativeMatrixLengthKHR %uint %MC
%lenf = OpConvertUToF %float %len
%li = OpLoad %uint %lid
%pl = OpAccessChain %pf %L %c0 %li
OpStore %pl %lenf
OpReturn
OpFunctionEnd
`)
	bufs := coopBufs(map[[2]uint32][]byte{{0, 0}: make([]byte, 1024), {0, 1}: make([]byte, 4*320), {0, 2}: make([]byte, 4*256*8), {0, 3}: make([]byte, 256)})
	cfg := Config{SubgroupSize: 32, Buffers: bufs, Workers: 1}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.Run(cfg); err != nil {
			b.Fatal(err)
		}
	}
}
