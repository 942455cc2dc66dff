package cli

import "encoding/binary"

// glslc's make rules list the included files in the iteration order of
// the std::unordered_set<std::string> its includer collects them in, so a
// rule glslc-nv writes is byte-identical only if it lists them in that
// order. depOrder reproduces it for GNU libstdc++ on a 64-bit host (the
// glslc that Debian and every Linux distribution ship): std::hash of a
// string is _Hash_bytes with seed 0xc70f6907, the table starts with one
// bucket and grows through the prime bucket counts below whenever an
// insertion would take the element count past the bucket count (maximum
// load factor 1), a node is linked at the front of its bucket (or of the
// whole list when its bucket is empty), and a rehash relinks the nodes in
// list order the same way.

// libstdcxxBuckets are the bucket counts an unordered_set reaches growing
// one insertion at a time from empty (measured with GCC 12's libstdc++).
var libstdcxxBuckets = []uint64{1, 13, 29, 59, 127, 257, 541, 1109, 2357, 5087, 10273,
	20753, 42043, 85229, 172933, 351061, 712697, 1447153, 2938679}

// libstdcxxHash is std::hash<std::string> on a 64-bit libstdc++.
func libstdcxxHash(s string) uint64 {
	const mul = 0xc6a4a793<<32 + 0x5bd1e995
	shiftMix := func(v uint64) uint64 { return v ^ v>>47 }
	b := []byte(s)
	n := uint64(len(b))
	hash := uint64(0xc70f6907) ^ n*mul
	aligned := len(b) &^ 7
	for i := 0; i < aligned; i += 8 {
		data := shiftMix(binary.LittleEndian.Uint64(b[i:])*mul) * mul
		hash ^= data
		hash *= mul
	}
	if rest := b[aligned:]; len(rest) > 0 {
		var data uint64
		for i := len(rest) - 1; i >= 0; i-- {
			data = data<<8 | uint64(rest[i])
		}
		hash ^= data
		hash *= mul
	}
	hash = shiftMix(hash) * mul
	return shiftMix(hash)
}

// depOrder returns the distinct strings of paths (in the order they were
// inserted) in the order a libstdc++ unordered_set iterates them.
func depOrder(paths []string) []string {
	type node struct {
		key  string
		hash uint64
		next *node
	}
	var head node // _M_before_begin: head.next is the first node
	buckets := make([]*node, 1)
	grow := 0 // index into libstdcxxBuckets of the current count
	nextResize := uint64(0)
	count := uint64(0)
	seen := map[string]bool{}
	bucketOf := func(n *node) uint64 { return n.hash % uint64(len(buckets)) }
	rehash := func(size uint64) {
		nb := make([]*node, size)
		p := head.next
		head.next = nil
		var beginBkt uint64
		for p != nil {
			next := p.next
			b := p.hash % size
			if nb[b] == nil {
				p.next = head.next
				head.next = p
				nb[b] = &head
				if p.next != nil {
					nb[beginBkt] = p
				}
				beginBkt = b
			} else {
				p.next = nb[b].next
				nb[b].next = p
			}
			p = next
		}
		buckets = nb
	}
	for _, k := range paths {
		if seen[k] {
			continue
		}
		seen[k] = true
		if count+1 > nextResize && grow+1 < len(libstdcxxBuckets) {
			grow++
			rehash(libstdcxxBuckets[grow])
			nextResize = libstdcxxBuckets[grow]
		}
		n := &node{key: k, hash: libstdcxxHash(k)}
		b := bucketOf(n)
		if buckets[b] != nil {
			n.next = buckets[b].next
			buckets[b].next = n
		} else {
			n.next = head.next
			head.next = n
			if n.next != nil {
				buckets[bucketOf(n.next)] = n
			}
			buckets[b] = &head
		}
		count++
	}
	out := make([]string, 0, count)
	for p := head.next; p != nil; p = p.next {
		out = append(out, p.key)
	}
	return out
}
