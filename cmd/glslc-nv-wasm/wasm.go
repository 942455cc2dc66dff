//go:build js && wasm

package main

import "syscall/js"

func main() {
	js.Global().Set("glslcnvCall", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) != 1 {
			return `{"error":"glslcnvCall takes one JSON string"}`
		}
		return call(args[0].String())
	}))
	js.Global().Call("glslcnvReady")
	select {}
}
