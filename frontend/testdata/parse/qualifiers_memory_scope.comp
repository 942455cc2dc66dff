#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(binding = 0) devicecoherent buffer D { uint d; };
layout(binding = 1) queuefamilycoherent buffer Q { uint q; };
layout(binding = 2) workgroupcoherent subgroupcoherent nonprivate buffer W { uint w; };
