// Command spvsize compares the sizes of two sets of SPIR-V modules, for
// bench/size.sh: for every file name present in both directories it counts
// the instructions and bytes of each, then prints the totals, the median and
// the worst per-file ratios of the first set against the second.
//
//	spvsize [-title T] [-worst N] [-ops N] OURS_DIR REF_DIR
//
// -ops N also lists the N opcodes whose total count differs most between
// the sets (ours minus the reference, in instructions and words), to show
// which instruction classes make up a difference.
//
// A file that is not a SPIR-V module is reported and left out.
package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// size is one module's instruction count and byte length.
type size struct{ instrs, bytes int }

// opCount is the number of instructions and words of one opcode.
type opCount struct{ instrs, words int }

// histogram counts the instructions of a SPIR-V binary by opcode, after
// measure accepted it.
func histogram(data []byte, into map[spirv.Op]opCount) {
	order := binary.ByteOrder(binary.LittleEndian)
	if binary.LittleEndian.Uint32(data) == 0x03022307 {
		order = binary.BigEndian
	}
	for i := 5 * 4; i+4 <= len(data); {
		w := order.Uint32(data[i:])
		wc := int(w >> 16)
		if wc == 0 {
			return
		}
		c := into[spirv.Op(w&0xffff)]
		c.instrs++
		c.words += wc
		into[spirv.Op(w&0xffff)] = c
		i += 4 * wc
	}
}

// measure counts the instructions of a SPIR-V binary (the five header
// words excluded) from each instruction's word count.
func measure(data []byte) (size, error) {
	if len(data) < 20 || len(data)%4 != 0 {
		return size{}, errors.New("not a SPIR-V module (length)")
	}
	order := binary.ByteOrder(binary.LittleEndian)
	switch binary.LittleEndian.Uint32(data) {
	case 0x07230203:
	case 0x03022307:
		order = binary.BigEndian
	default:
		return size{}, errors.New("not a SPIR-V module (magic)")
	}
	n := 0
	for i := 5 * 4; i < len(data); {
		wc := int(order.Uint32(data[i:]) >> 16)
		if wc == 0 || i+4*wc > len(data) {
			return size{}, fmt.Errorf("bad word count at byte %d", i)
		}
		i += 4 * wc
		n++
	}
	return size{n, len(data)}, nil
}

// row is one file present in both sets.
type row struct {
	name      string
	ours, ref size
}

// the per-opcode totals of each set over the rows collected
var oursOps, refOps = map[spirv.Op]opCount{}, map[spirv.Op]opCount{}

func (r row) ratio() float64 { return float64(r.ours.instrs) / float64(r.ref.instrs) }

func main() {
	title := flag.String("title", "", "the heading of the table")
	worst := flag.Int("worst", 5, "how many of the worst files to list")
	ops := flag.Int("ops", 0, "how many of the opcodes whose counts differ most to list")
	flag.Parse()
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: spvsize [-title T] [-worst N] [-ops N] OURS_DIR REF_DIR")
		os.Exit(2)
	}
	rows, err := collect(flag.Arg(0), flag.Arg(1))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	report(*title, rows, *worst)
	reportOps(*ops)
}

// reportOps lists the n opcodes whose instruction counts differ most.
func reportOps(n int) {
	if n <= 0 {
		return
	}
	seen := map[spirv.Op]bool{}
	var opsList []spirv.Op
	for _, m := range []map[spirv.Op]opCount{oursOps, refOps} {
		for op := range m {
			if !seen[op] {
				seen[op] = true
				opsList = append(opsList, op)
			}
		}
	}
	diff := func(op spirv.Op) int { return oursOps[op].instrs - refOps[op].instrs }
	abs := func(x int) int {
		if x < 0 {
			return -x
		}
		return x
	}
	sort.Slice(opsList, func(i, j int) bool {
		di, dj := abs(diff(opsList[i])), abs(diff(opsList[j]))
		if di != dj {
			return di > dj
		}
		return opsList[i] < opsList[j]
	})
	for i := 0; i < n && i < len(opsList); i++ {
		op := opsList[i]
		o, r := oursOps[op], refOps[op]
		fmt.Printf("  op %-32s %8d / %8d instrs (%+d), %+d words\n", op, o.instrs, r.instrs, o.instrs-r.instrs, o.words-r.words)
	}
}

// collect reads the modules present in both directories.
func collect(oursDir, refDir string) ([]row, error) {
	names, err := filepath.Glob(filepath.Join(oursDir, "*.spv"))
	if err != nil {
		return nil, err
	}
	var rows []row
	for _, p := range names {
		base := filepath.Base(p)
		refData, err := os.ReadFile(filepath.Join(refDir, base))
		if err != nil {
			continue // the reference did not compile it
		}
		ourData, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		o, err1 := measure(ourData)
		r, err2 := measure(refData)
		if err1 != nil || err2 != nil {
			fmt.Fprintf(os.Stderr, "%s: %v %v (left out)\n", base, err1, err2)
			continue
		}
		histogram(ourData, oursOps)
		histogram(refData, refOps)
		rows = append(rows, row{base, o, r})
	}
	return rows, nil
}

func report(title string, rows []row, worst int) {
	if len(rows) == 0 {
		fmt.Printf("%s: no module compiled by both\n", title)
		return
	}
	var o, r size
	ratios := make([]float64, len(rows))
	byteRatios := make([]float64, len(rows))
	for i, x := range rows {
		o.instrs += x.ours.instrs
		o.bytes += x.ours.bytes
		r.instrs += x.ref.instrs
		r.bytes += x.ref.bytes
		ratios[i] = x.ratio()
		byteRatios[i] = float64(x.ours.bytes) / float64(x.ref.bytes)
	}
	fmt.Printf("%s (%d modules)\n", title, len(rows))
	fmt.Printf("  instructions %9d / %9d = %.3fx   median %.3fx\n", o.instrs, r.instrs, float64(o.instrs)/float64(r.instrs), median(ratios))
	fmt.Printf("  bytes        %9d / %9d = %.3fx   median %.3fx\n", o.bytes, r.bytes, float64(o.bytes)/float64(r.bytes), median(byteRatios))
	sort.Slice(rows, func(i, j int) bool { return rows[i].ratio() > rows[j].ratio() })
	for i := 0; i < worst && i < len(rows); i++ {
		x := rows[i]
		fmt.Printf("  worst %-44s %6d / %6d instrs = %.2fx\n", x.name, x.ours.instrs, x.ref.instrs, x.ratio())
	}
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
