#version 450
// GL_KHR_memory_scope_semantics: atomics with explicit scope and
// semantics, atomicLoad and atomicStore.
#extension GL_KHR_memory_scope_semantics : enable
layout(local_size_x = 8) in;
layout(binding = 0) buffer Data { uint sum; uint flag; uint seen; uint swapped; } d;
shared uint counter;

void main()
{
    if (gl_LocalInvocationIndex == 0u)
        atomicStore(counter, 0u, gl_ScopeWorkgroup, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
    barrier();
    atomicAdd(counter, 2u, gl_ScopeWorkgroup, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
    atomicAdd(d.sum, gl_LocalInvocationIndex, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease);
    atomicCompSwap(d.swapped, 0u, 7u, gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsRelaxed,
        gl_StorageSemanticsNone, gl_SemanticsRelaxed);
    barrier();
    if (gl_LocalInvocationIndex == 0u) {
        uint c = atomicLoad(counter, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsAcquire);
        atomicStore(d.seen, c, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
    }
}
