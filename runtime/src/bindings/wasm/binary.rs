//! Reads and rewrites WebAssembly binaries before the engine sees them: the memories a
//! module defines become imports, and the function indices of its exports are read (V8
//! names an exported function by its index).
//!
//! `WebAssembly.Memory.prototype.buffer` is an ArrayBuffer over the very bytes the module
//! reads and writes. The interpreter (wasmi) allocates a memory it creates itself as a
//! vector that may move when it grows, so no ArrayBuffer can stay over it; a memory made
//! from a buffer the runtime owns (`Memory::new_static`) never moves. Rewriting each
//! defined memory into an import lets the runtime make every memory that way, and the
//! module's index space does not change: imported memories come first, and the new imports
//! follow the module's own memory imports in the order the memories were defined.

/// Module name of the imports made here; not a name a toolchain gives a real import.
pub(super) const SYNTHETIC_MODULE: &str = "\u{0}minirt";

/// The limits of a memory the module defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct MemoryLimits {
    /// Pages at instantiation.
    pub initial: u64,
    /// Most pages, when the module says.
    pub maximum: Option<u64>,
}

/// The rewritten binary and the limits of the memories that became imports (in order;
/// import `i` is named `i` under [`SYNTHETIC_MODULE`]). `None` when there is nothing to
/// rewrite or the binary is malformed (the engine then reports the error).
pub(super) fn defined_memories_as_imports(wasm: &[u8]) -> Option<(Vec<u8>, Vec<MemoryLimits>)> {
    let sections = split_sections(wasm)?;
    let memory = sections.iter().find(|s| s.id == 5)?;
    let mut r = Reader::new(&wasm[memory.body.clone()]);
    let count = r.leb()?;
    let mut entries = Vec::new();
    let mut limits = Vec::new();
    for _ in 0..count {
        let start = r.pos;
        let flags = r.leb()?;
        // Shared and 64-bit memories stay as they are; the engine refuses them.
        if flags & 0b110 != 0 {
            return None;
        }
        let initial = r.leb()?;
        let maximum = if flags & 1 != 0 { Some(r.leb()?) } else { None };
        if flags & 0b1000 != 0 {
            r.leb()?;
        }
        entries.push(r.bytes[start..r.pos].to_vec());
        limits.push(MemoryLimits { initial, maximum });
    }
    if limits.is_empty() || r.pos != r.bytes.len() {
        return None;
    }
    let mut added = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        push_name(&mut added, SYNTHETIC_MODULE);
        push_name(&mut added, &i.to_string());
        added.push(0x02);
        added.extend_from_slice(entry);
    }

    let mut out = Vec::with_capacity(wasm.len() + added.len() + 16);
    out.extend_from_slice(&wasm[..8]);
    let import = sections.iter().find(|s| s.id == 2);
    let mut placed = false;
    for s in &sections {
        match s.id {
            5 => continue,
            2 => {
                let mut r = Reader::new(&wasm[s.body.clone()]);
                let n = r.leb()?;
                let mut body = Vec::new();
                push_leb(&mut body, n + entries.len() as u64);
                body.extend_from_slice(&r.bytes[r.pos..]);
                body.extend_from_slice(&added);
                push_section(&mut out, 2, &body);
                placed = true;
                continue;
            }
            // No import section: a new one goes before the first section that must follow it.
            id if import.is_none() && !placed && id >= 3 => {
                push_section(&mut out, 2, &new_import_body(entries.len(), &added));
                placed = true;
            }
            _ => {}
        }
        out.extend_from_slice(&wasm[s.whole.clone()]);
    }
    if !placed {
        push_section(&mut out, 2, &new_import_body(entries.len(), &added));
    }
    Some((out, limits))
}

/// `(name, kind, index)` of each export in the module's order (kind 0 function, 1 table,
/// 2 memory, 3 global; empty when malformed).
pub(super) fn exports_in_order(wasm: &[u8]) -> Vec<(String, u8, u32)> {
    let mut out = Vec::new();
    let Some(sections) = split_sections(wasm) else {
        return out;
    };
    let Some(export) = sections.iter().find(|s| s.id == 7) else {
        return out;
    };
    let mut r = Reader::new(&wasm[export.body.clone()]);
    let Some(count) = r.leb() else {
        return out;
    };
    for _ in 0..count {
        let Some(len) = r.leb().and_then(|n| usize::try_from(n).ok()) else {
            break;
        };
        let Some(name) = r
            .pos
            .checked_add(len)
            .and_then(|end| r.bytes.get(r.pos..end))
        else {
            break;
        };
        let name = String::from_utf8_lossy(name).into_owned();
        r.pos += len;
        let Some(&kind) = r.bytes.get(r.pos) else {
            break;
        };
        r.pos += 1;
        let Some(index) = r.leb().and_then(|i| u32::try_from(i).ok()) else {
            break;
        };
        out.push((name, kind, index));
    }
    out
}

fn new_import_body(count: usize, entries: &[u8]) -> Vec<u8> {
    let mut body = Vec::new();
    push_leb(&mut body, count as u64);
    body.extend_from_slice(entries);
    body
}

struct Section {
    id: u8,
    whole: std::ops::Range<usize>,
    body: std::ops::Range<usize>,
}

fn split_sections(wasm: &[u8]) -> Option<Vec<Section>> {
    if wasm.len() < 8 || &wasm[..4] != b"\0asm" || wasm[4..8] != [1, 0, 0, 0] {
        return None;
    }
    let mut r = Reader::new(wasm);
    r.pos = 8;
    let mut out = Vec::new();
    while r.pos < wasm.len() {
        let start = r.pos;
        let id = *wasm.get(r.pos)?;
        r.pos += 1;
        let len = usize::try_from(r.leb()?).ok()?;
        let body = r.pos..r.pos.checked_add(len)?;
        if body.end > wasm.len() {
            return None;
        }
        r.pos = body.end;
        out.push(Section {
            id,
            whole: start..body.end,
            body,
        });
    }
    Some(out)
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Self { bytes, pos: 0 }
    }

    /// An unsigned LEB128 number of at most 64 bits.
    fn leb(&mut self) -> Option<u64> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let b = *self.bytes.get(self.pos)?;
            self.pos += 1;
            value |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Some(value);
            }
        }
        None
    }
}

fn push_leb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn push_name(out: &mut Vec<u8>, name: &str) {
    push_leb(out, name.len() as u64);
    out.extend_from_slice(name.as_bytes());
}

fn push_section(out: &mut Vec<u8>, id: u8, body: &[u8]) {
    out.push(id);
    push_leb(out, body.len() as u64);
    out.extend_from_slice(body);
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: [u8; 8] = [0, b'a', b's', b'm', 1, 0, 0, 0];

    fn module(sections: &[(u8, &[u8])]) -> Vec<u8> {
        let mut m = HEADER.to_vec();
        for (id, body) in sections {
            push_section(&mut m, *id, body);
        }
        m
    }

    #[test]
    fn a_defined_memory_becomes_the_last_import() {
        // type section (one `() -> ()`), one function import, memory {1, max 2}, export.
        let types: &[u8] = &[1, 0x60, 0, 0];
        let imports: &[u8] = &[1, 1, b'm', 1, b'f', 0x00, 0];
        let memory: &[u8] = &[1, 1, 1, 2];
        let export: &[u8] = &[1, 3, b'm', b'e', b'm', 2, 0];
        let wasm = module(&[(1, types), (2, imports), (5, memory), (7, export)]);
        let (out, limits) = defined_memories_as_imports(&wasm).expect("rewritten");
        assert_eq!(
            limits,
            vec![MemoryLimits {
                initial: 1,
                maximum: Some(2)
            }]
        );
        let mut want_imports = vec![2, 1, b'm', 1, b'f', 0x00, 0];
        push_name(&mut want_imports, SYNTHETIC_MODULE);
        push_name(&mut want_imports, "0");
        want_imports.extend_from_slice(&[0x02, 1, 1, 2]);
        assert_eq!(out, module(&[(1, types), (2, &want_imports), (7, export)]));
    }

    #[test]
    fn an_import_section_is_made_when_there_is_none() {
        let types: &[u8] = &[0];
        let memory: &[u8] = &[1, 0, 3];
        let custom: &[u8] = &[1, b'x'];
        let wasm = module(&[(1, types), (0, custom), (5, memory)]);
        let (out, limits) = defined_memories_as_imports(&wasm).expect("rewritten");
        assert_eq!(limits[0].maximum, None);
        assert_eq!(limits[0].initial, 3);
        let mut imports = vec![1];
        push_name(&mut imports, SYNTHETIC_MODULE);
        push_name(&mut imports, "0");
        imports.extend_from_slice(&[0x02, 0, 3]);
        assert_eq!(out, module(&[(1, types), (0, custom), (2, &imports)]));
    }

    #[test]
    fn exports_are_read_in_order_with_their_indices() {
        let export: &[u8] = &[3, 1, b'z', 0, 4, 1, b'm', 2, 0, 2, b'b', b'c', 0, 7];
        let wasm = module(&[(7, export)]);
        assert_eq!(
            exports_in_order(&wasm),
            vec![
                ("z".to_string(), 0, 4),
                ("m".to_string(), 2, 0),
                ("bc".to_string(), 0, 7)
            ]
        );
        assert!(exports_in_order(&module(&[(7, &[5, 1])])).is_empty());
    }

    #[test]
    fn nothing_to_do_or_malformed_gives_none() {
        assert!(defined_memories_as_imports(&module(&[(1, &[0])])).is_none());
        assert!(defined_memories_as_imports(b"\0asm\x01\0\0\0\x05\x09").is_none());
        assert!(defined_memories_as_imports(b"junk").is_none());
        // A shared memory is left to the engine.
        assert!(defined_memories_as_imports(&module(&[(5, &[1, 3, 1, 1])])).is_none());
    }
}
