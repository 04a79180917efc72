//! Developer tools for minirt: `node-suite` (run Node's own test files unmodified against
//! minirt). Each tool is a binary under `src/bin/`.
