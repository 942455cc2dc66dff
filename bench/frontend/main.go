// Command frontend preprocesses and parses GLSL files with glslc-nv's front
// end, for bench/frontend.sh: one process per file measures cold start.
//
//	frontend [-dump] [-stats] [-n N] file...
//
// It prints the diagnostics, and with -dump the AST; -n parses each file N
// times in the process (for warm timings, printed with -stats). The exit
// status is 1 when a file has errors.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/glslc-nv/glslc-nv/frontend"
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

func main() {
	dump := flag.Bool("dump", false, "print the AST")
	stats := flag.Bool("stats", false, "print parse statistics and timings")
	vulkan := flag.Bool("vulkan", true, "compile for Vulkan")
	n := flag.Int("n", 1, "parse each file this many times")
	flag.Parse()
	status := 0
	for _, file := range flag.Args() {
		src, err := os.ReadFile(file)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			status = 1
			continue
		}
		var opts frontend.Options
		opts.Vulkan = *vulkan
		var times []time.Duration
		for i := 0; i < *n; i++ {
			var diags diag.List
			t0 := time.Now()
			u, st := frontend.ParseStats(file, src, opts, &diags)
			times = append(times, time.Since(t0))
			if i > 0 {
				continue
			}
			if *dump {
				ast.Fprint(os.Stdout, u)
			}
			if len(diags.Diags) > 0 {
				diag.Print(os.Stderr, &diags, nil, diag.Text)
			}
			if diags.HasErrors() {
				status = 1
			}
			if *stats {
				fmt.Printf("%s: fallback=%v\n", file, st.Fallback)
			}
		}
		if *stats {
			fmt.Printf("%s: first %v", file, times[0])
			if len(times) > 1 {
				best := times[1]
				for _, t := range times[1:] {
					best = min(best, t)
				}
				fmt.Printf(", best warm %v", best)
			}
			fmt.Println()
		}
	}
	os.Exit(status)
}
