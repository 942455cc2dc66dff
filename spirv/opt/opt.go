package opt

// maxRounds bounds the rounds of the pass sequence; each round sees what
// the previous one exposed.
const maxRounds = 4

// Optimize returns a smaller module with the meaning of words, a valid
// SPIR-V module. A module it cannot read comes back with the error.
func Optimize(words []uint32) ([]uint32, error) {
	m, err := Decode(words)
	if err != nil {
		return words, err
	}
	removeUnused(m)
	for round := 0; round < maxRounds; round++ {
		changed := mergeReturns(m)
		if inline(m) {
			changed = true
		}
		removeUnused(m)
		if localizePrivates(m) {
			changed = true
		}
		if scalarReplacement(m) {
			changed = true
		}
		if convertAccessChains(m) {
			changed = true
		}
		if mem2reg(m) {
			changed = true
		}
		if foldConstants(m) {
			changed = true
		}
		if eliminateDeadBranches(m) {
			changed = true
		}
		if foldComposites(m) {
			changed = true
		}
		if valueNumbering(m) {
			changed = true
		}
		if removeDeadCode(m) {
			changed = true
		}
		if ifConversion(m) {
			changed = true
		}
		if mergeBlocks(m) {
			changed = true
		}
		if !changed {
			break
		}
	}
	removeUnused(m)
	pruneLines(m)
	return m.Encode(), nil
}
