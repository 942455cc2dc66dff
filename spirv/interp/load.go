package interp

import (
	"fmt"
	"sync"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Program is a loaded module, ready to run any number of times
// (concurrently too: Run only updates, under a lock, its cache of the
// last specialized compilation).
type Program struct {
	mod  *module
	base *exe // compiled with the default specialization values
	// multi is set when the module has several GLCompute entry points:
	// base is then the first, and Run needs Config.Entry.
	multi bool
	// the last module compiled for Config.Spec / Config.Entry, reused
	// while they do not change
	mu      sync.Mutex
	lastKey string
	last    *exe
}

type deco struct {
	d    spirv.Decoration
	args []uint32
}

type entryPoint struct {
	model spirv.ExecutionModel
	fn    uint32
	name  string
	iface []uint32
}

// module is the parsed, unresolved form of a binary.
type module struct {
	raw     *spirv.RawModule
	used    []bool // by id: used by code (validate)
	names   map[uint32]string
	dec     map[uint32][]deco
	mdec    map[uint32]map[uint32][]deco
	entries []entryPoint
	modes   map[uint32][][]uint32 // function id -> execution mode operands (mode first)
	modeIDs map[uint32][][]uint32 // OpExecutionModeId
	extSets map[uint32]string
	strs    map[uint32]string
	caps    []spirv.Capability
}

// supportedCaps lists the capabilities a module may declare.
var supportedCaps = map[spirv.Capability]bool{}

func init() {
	for _, c := range []spirv.Capability{
		spirv.CapabilityMatrix, spirv.CapabilityShader, spirv.CapabilityInt8, spirv.CapabilityInt16,
		spirv.CapabilityInt64, spirv.CapabilityFloat16, spirv.CapabilityFloat64, spirv.CapabilityInt64Atomics,
		spirv.CapabilityPhysicalStorageBufferAddresses,
		spirv.CapabilityGroups, spirv.CapabilityGroupNonUniform, spirv.CapabilityGroupNonUniformVote,
		spirv.CapabilityGroupNonUniformArithmetic, spirv.CapabilityGroupNonUniformBallot,
		spirv.CapabilityGroupNonUniformShuffle, spirv.CapabilityGroupNonUniformShuffleRelative,
		spirv.CapabilityGroupNonUniformClustered, spirv.CapabilityGroupNonUniformQuad,
		spirv.CapabilityGroupNonUniformPartitionedNV, spirv.CapabilityGroupNonUniformRotateKHR,
		spirv.CapabilitySubgroupBallotKHR, spirv.CapabilitySubgroupVoteKHR,
		spirv.CapabilityStorageBuffer16BitAccess, spirv.CapabilityUniformAndStorageBuffer16BitAccess,
		spirv.CapabilityStoragePushConstant16, spirv.CapabilityStorageBuffer8BitAccess,
		spirv.CapabilityUniformAndStorageBuffer8BitAccess, spirv.CapabilityStoragePushConstant8,
		spirv.CapabilityVulkanMemoryModel, spirv.CapabilityVulkanMemoryModelDeviceScope,
		spirv.CapabilityAtomicFloat32AddEXT, spirv.CapabilityAtomicFloat64AddEXT, spirv.CapabilityAtomicFloat16AddEXT,
		spirv.CapabilityShaderClockKHR, spirv.CapabilityAtomicFloat16MinMaxEXT, spirv.CapabilityAtomicFloat32MinMaxEXT, spirv.CapabilityAtomicFloat64MinMaxEXT,
		spirv.CapabilityDeviceGroup, spirv.CapabilityShaderNonUniform, spirv.CapabilityImageQuery,
		spirv.CapabilitySampled1D, spirv.CapabilityImage1D, spirv.CapabilitySampledBuffer,
		spirv.CapabilityImageBuffer, spirv.CapabilityStorageImageExtendedFormats,
		spirv.CapabilityShaderSMBuiltinsNV, spirv.CapabilityDenormPreserve, spirv.CapabilitySignedZeroInfNanPreserve,
		spirv.CapabilityWorkgroupMemoryExplicitLayoutKHR, spirv.CapabilityStorageImageWriteWithoutFormat,
		spirv.CapabilityStorageImageReadWithoutFormat, spirv.CapabilityInt64ImageEXT,
		spirv.CapabilityRuntimeDescriptorArray, spirv.CapabilityStorageBufferArrayNonUniformIndexing,
		spirv.CapabilityUniformBufferArrayNonUniformIndexing, spirv.CapabilityStorageBufferArrayDynamicIndexing,
		spirv.CapabilityUniformBufferArrayDynamicIndexing,
		spirv.CapabilityCooperativeMatrixKHR, spirv.CapabilityDotProduct, spirv.CapabilityDotProductInputAll,
		spirv.CapabilityDotProductInput4x8Bit, spirv.CapabilityDotProductInput4x8BitPacked,
		spirv.CapabilityBFloat16TypeKHR, spirv.CapabilityBFloat16DotProductKHR, spirv.CapabilityBFloat16CooperativeMatrixKHR,
		spirv.CapabilityFloat8EXT, spirv.CapabilityFloat8CooperativeMatrixEXT,
		spirv.CapabilityFloat4EXT, spirv.CapabilityBitcastExtractEXT,
		spirv.CapabilityCooperativeMatrixConversionsNV, spirv.CapabilityTensorAddressingNV,
		spirv.CapabilityCooperativeMatrixTensorAddressingNV, spirv.CapabilityCooperativeMatrixBlockLoadsNV,
		spirv.CapabilityCooperativeMatrixDecodeVectorNV,
		spirv.CapabilityLongVectorEXT, // vectors of any component count (GL_EXT_long_vector): the engines are generic over it
		spirv.CapabilityCooperativeMatrixReductionsNV, spirv.CapabilityCooperativeMatrixPerElementOperationsNV,
		spirv.CapabilityWorkgroupMemoryExplicitLayout8BitAccessKHR,
		spirv.CapabilityWorkgroupMemoryExplicitLayout16BitAccessKHR,
		spirv.CapabilityVariablePointers, spirv.CapabilityVariablePointersStorageBuffer,
		// fragment shaders (stage.go)
		spirv.CapabilityDerivativeControl, spirv.CapabilityDemoteToHelperInvocation,
		spirv.CapabilityComputeDerivativeGroupQuadsNV, spirv.CapabilityComputeDerivativeGroupLinearNV,
		spirv.CapabilityExpectAssumeKHR,
		spirv.CapabilitySampleRateShading, spirv.CapabilityImageGatherExtended,
		spirv.CapabilityStorageImageMultisample, spirv.CapabilityMinLod, spirv.CapabilityImageCubeArray,
		spirv.CapabilitySampledCubeArray, spirv.CapabilityImageMSArray, spirv.CapabilitySampledImageArrayDynamicIndexing,
		spirv.CapabilityStorageImageArrayDynamicIndexing,
		// vertex shaders (stage.go): gl_BaseVertex, gl_BaseInstance, gl_DrawID
		spirv.CapabilityDrawParameters,
	} {
		supportedCaps[c] = true
	}
}

// LoadError is an error in a module, at an instruction.
type LoadError struct {
	Offset int
	Op     spirv.Op
	Msg    string
}

func (e *LoadError) Error() string {
	if e.Op == 0 && e.Offset == 0 {
		return "SPIR-V module: " + e.Msg
	}
	return fmt.Sprintf("SPIR-V word %d (%s): %s", e.Offset, e.Op, e.Msg)
}

func errAt(in spirv.Inst, format string, args ...any) error {
	return &LoadError{in.Offset, in.Op, fmt.Sprintf(format, args...)}
}

// Load decodes and checks a binary module and compiles it into the
// interpreter's internal form. It never panics: every problem is an error
// naming the word offset or opcode.
func Load(data []byte) (p *Program, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, fmt.Errorf("SPIR-V module: internal error while loading: %v", r)
		}
	}()
	raw, err := spirv.Decode(data)
	if err != nil {
		return nil, err
	}
	m, err := parse(raw)
	if err != nil {
		return nil, err
	}
	if m.used, err = validate(raw); err != nil {
		return nil, err
	}
	p = &Program{mod: m}
	var computes []string
	for _, e := range m.entries {
		if e.model == spirv.ExecutionModelGLCompute {
			computes = append(computes, e.name)
		}
	}
	first := ""
	if len(computes) > 1 {
		// Several kernels: compile the first so that Bindings and
		// LocalSize answer for it; Run needs Config.Entry.
		p.multi, first = true, computes[0]
	}
	if len(computes) == 0 {
		// a graphics module: the first entry point's stage
		p.base, err = compileStage(m, nil, "", m.entries[0].model)
		if err != nil {
			return nil, err
		}
		return p, nil
	}
	p.base, err = compile(m, nil, first)
	if err != nil {
		return nil, err
	}
	return p, nil
}

func need(in spirv.Inst, n int) error {
	if len(in.Words) < n {
		return errAt(in, "has %d words, needs at least %d", len(in.Words), n)
	}
	return nil
}

func parse(raw *spirv.RawModule) (*module, error) {
	m := &module{raw: raw, names: map[uint32]string{}, dec: map[uint32][]deco{},
		mdec: map[uint32]map[uint32][]deco{}, modes: map[uint32][][]uint32{},
		modeIDs: map[uint32][][]uint32{}, extSets: map[uint32]string{}, strs: map[uint32]string{}}
	if raw.Header.Bound > 1<<22 {
		return nil, &LoadError{Offset: 3, Msg: fmt.Sprintf("id bound %d is too large", raw.Header.Bound)}
	}
	for _, in := range raw.Insts {
		w := in.Words
		switch in.Op {
		case spirv.OpCapability:
			if err := need(in, 2); err != nil {
				return nil, err
			}
			c := spirv.Capability(w[1])
			if why, refused := refusedCaps[c]; refused {
				return nil, errAt(in, "unsupported capability %s: %s", spirv.KindCapability.Info().Name+" "+capName(c), why)
			}
			if !supportedCaps[c] {
				return nil, errAt(in, "unsupported capability %s", spirv.KindCapability.Info().Name+" "+capName(c))
			}
			m.caps = append(m.caps, c)
		case spirv.OpMemoryModel:
			if err := need(in, 3); err != nil {
				return nil, err
			}
			if w[1] != uint32(spirv.AddressingModelLogical) && w[1] != uint32(spirv.AddressingModelPhysicalStorageBuffer64) {
				return nil, errAt(in, "unsupported addressing model %d (only Logical and PhysicalStorageBuffer64)", w[1])
			}
		case spirv.OpEntryPoint:
			if err := need(in, 4); err != nil {
				return nil, err
			}
			name, n, err := spirv.String(w[3:])
			if err != nil {
				return nil, errAt(in, "%v", err)
			}
			m.entries = append(m.entries, entryPoint{spirv.ExecutionModel(w[1]), w[2], name, w[3+n:]})
		case spirv.OpExecutionMode, spirv.OpExecutionModeId:
			if err := need(in, 3); err != nil {
				return nil, err
			}
			if in.Op == spirv.OpExecutionMode {
				m.modes[w[1]] = append(m.modes[w[1]], w[2:])
			} else {
				m.modeIDs[w[1]] = append(m.modeIDs[w[1]], w[2:])
			}
		case spirv.OpExtInstImport:
			if err := need(in, 3); err != nil {
				return nil, err
			}
			s, _, err := spirv.String(w[2:])
			if err != nil {
				return nil, errAt(in, "%v", err)
			}
			m.extSets[w[1]] = s
		case spirv.OpString:
			if err := need(in, 3); err != nil {
				return nil, err
			}
			s, _, err := spirv.String(w[2:])
			if err != nil {
				return nil, errAt(in, "%v", err)
			}
			m.strs[w[1]] = s
		case spirv.OpName:
			if len(w) >= 3 {
				s, _, _ := spirv.String(w[2:])
				m.names[w[1]] = s
			}
		case spirv.OpDecorate, spirv.OpDecorateId:
			if err := need(in, 3); err != nil {
				return nil, err
			}
			m.dec[w[1]] = append(m.dec[w[1]], deco{spirv.Decoration(w[2]), w[3:]})
		case spirv.OpMemberDecorate:
			if err := need(in, 4); err != nil {
				return nil, err
			}
			mm := m.mdec[w[1]]
			if mm == nil {
				mm = map[uint32][]deco{}
				m.mdec[w[1]] = mm
			}
			mm[w[2]] = append(mm[w[2]], deco{spirv.Decoration(w[3]), w[4:]})
		case spirv.OpDecorationGroup, spirv.OpGroupDecorate, spirv.OpGroupMemberDecorate:
			return nil, errAt(in, "decoration groups are not supported")
		}
	}
	compute := 0
	for _, e := range m.entries {
		if e.model == spirv.ExecutionModelGLCompute {
			compute++
		}
	}
	if compute == 0 {
		if len(m.entries) > 0 {
			switch e := m.entries[0]; e.model {
			case spirv.ExecutionModelFragment, spirv.ExecutionModelVertex:
				return m, nil
			default:
				return nil, &LoadError{Msg: fmt.Sprintf("unsupported execution model %s: GLCompute, Vertex and Fragment entry points run", modelName(e.model))}
			}
		}
		return nil, &LoadError{Msg: "module has no entry point"}
	}
	return m, nil
}

// refusedCaps are capabilities the interpreter refuses with a reason: what
// they need it cannot model, so it never runs them with a wrong result.
var refusedCaps = map[spirv.Capability]string{
	spirv.CapabilityRayQueryKHR:                     rayRefusal,
	spirv.CapabilityRayTraversalPrimitiveCullingKHR: rayRefusal,
	spirv.CapabilityRayTracingOpacityMicromapEXT:    rayRefusal,
	spirv.CapabilityRayTracingKHR:                   rayRefusal,
	5391:                                            rayRefusal, // RayQueryPositionFetchKHR (newer than the tables)
}

const rayRefusal = "the interpreter has no acceleration structures, so it cannot run ray queries (run the module on a Vulkan driver)"

func capName(c spirv.Capability) string {
	if c == 5391 {
		return "RayQueryPositionFetchKHR"
	}
	if e, ok := spirv.KindCapability.Enumerant(uint32(c)); ok {
		return e.Name
	}
	return fmt.Sprint(uint32(c))
}

func (m *module) decoration(id uint32, d spirv.Decoration) ([]uint32, bool) {
	for _, x := range m.dec[id] {
		if x.d == d {
			return x.args, true
		}
	}
	return nil, false
}

// Bindings lists the buffer variables of the default entry point's module
// (every StorageBuffer, Uniform and PushConstant variable), sorted by set
// and binding; push constants have Set and Binding 0xFFFFFFFF.
func (p *Program) Bindings() []BindingInfo {
	out := make([]BindingInfo, 0, len(p.base.bufs))
	for _, b := range p.base.bufs {
		if b.info.ArrayIndex == 0 { // a descriptor array once
			out = append(out, b.info)
		}
	}
	if p.base.push != nil {
		out = append(out, p.base.push.info)
	}
	return out
}

// LocalSize returns the workgroup size of the default entry point with the
// default specialization values.
func (p *Program) LocalSize() [3]uint32 { return p.base.local }

// LoopTraces is the number of loops of the module (compiled with the
// default specialization values) that run as traces on a converged
// subgroup (chain.go): 0 on CPUs without the vector forms.
func (p *Program) LoopTraces() int { return len(p.base.traces) }

// VectorForms says this CPU runs the interpreter's vector forms (AVX2 on
// amd64), and with them chains and loop traces.
func VectorForms() bool { return useVec }
