// The solc package's wasm compiler, with the compile input passed on the wasm heap.
//
// Emscripten's cwrap copies a string argument onto the wasm stack (4 bytes per character), so a
// standard-JSON input larger than about 1.3 MB (every contract and Solidity test in one
// compilation job) overflows it and solc dies with "memory access out of bounds". Hardhat loads
// this module instead of soljson.js (its `path` setting) and sees the same interface.
const soljson = require("solc/soljson.js");

function compileFromHeap(input, readCallback, context) {
  const size = soljson.lengthBytesUTF8(input) + 1;
  const pointer = soljson._malloc(size);
  try {
    soljson.stringToUTF8(input, pointer, size);
    return soljson.UTF8ToString(soljson._solidity_compile(pointer, readCallback ?? 0, context ?? 0));
  } finally {
    soljson._free(pointer);
  }
}

module.exports = new Proxy(soljson, {
  get(target, key) {
    if (key !== "cwrap") return target[key];
    return (name, returnType, argTypes) => (name === "solidity_compile" ? compileFromHeap : target.cwrap(name, returnType, argTypes));
  },
});
