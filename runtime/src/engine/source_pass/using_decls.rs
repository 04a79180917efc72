//! `using` and `await using` declarations, which Boa 0.22 parses but never disposes (and
//! `await using` in a function crashes its compiler). A statement list that declares with
//! `using` is rewritten around its statements:
//!
//! ```text
//! { a(); using x = f(), y = g(); b(); }
//! { const $minirt_u0=__minirt_using();try{ a(); const x = $minirt_u0.use(f(),0), y = $minirt_u0.use(g(),0); b();
//! }catch($minirt_e){$minirt_u0.fail($minirt_e)}finally{$minirt_u0.exit()}}
//! ```
//!
//! The scope object (js-lib `internal/engine/explicit_resources.js`) checks each value as
//! the declaration runs, and on the way out disposes in reverse order, folds errors into
//! `SuppressedError`s and rethrows; `await using` makes the `finally` await `exitAsync()`.
//! `for (using x of xs)` wraps the loop body the same way, one scope per iteration. Lists
//! that are wrapped whole, so that hoisting inside them stays as it was: blocks, function
//! bodies (after their directives), a CommonJS module's body, and ES
//! modules without import/export declarations (with them, `using` at the top level is left
//! as it is).

use swc_common::{BytePos, Spanned};
use swc_ecma_ast::{
    BlockStmt, Decl, Expr, ForHead, ForOfStmt, FunctionBody, Lit, Module, ModuleItem, Pat, Program,
    Stmt, SwitchStmt, UsingDecl,
};
use swc_ecma_visit::{Visit, VisitWith};

use super::explicit_resources::SCOPE_HELPER;
use super::{rank, Edits};

/// Adds the rewrite of every `using` declaration. `wrapper` is where a CommonJS module's own
/// text starts and ends inside the function it was parsed in.
/// `text` is what SWC parsed (positions are 1-based offsets into it).
pub(super) fn edits(
    program: &Program,
    text: &str,
    wrapper: Option<(BytePos, BytePos)>,
    edits: &mut Edits,
) {
    let mut rewriter = Rewriter {
        text,
        edits,
        wrapper,
        scopes: Vec::new(),
        next: 0,
    };
    program.visit_with(&mut rewriter);
}

struct Rewriter<'a> {
    text: &'a str,
    edits: &'a mut Edits,
    wrapper: Option<(BytePos, BytePos)>,
    /// For each statement list being walked, the name of its scope object if it was wrapped.
    scopes: Vec<Option<String>>,
    next: u32,
}

/// Whether the statements declare with `using`, and whether any of those is `await using`.
fn declares_using<'s>(stmts: impl IntoIterator<Item = &'s Stmt>) -> Option<bool> {
    let mut found = None;
    for s in stmts {
        if let Stmt::Decl(Decl::Using(u)) = s {
            found = Some(found.unwrap_or(false) || u.is_await);
        }
    }
    found
}

/// Where the statements after a directive prologue start: after the last directive, or
/// `None` when there is none.
fn after_directives(stmts: &[Stmt]) -> Option<BytePos> {
    stmts
        .iter()
        .take_while(|s| matches!(s, Stmt::Expr(e) if matches!(&*e.expr, Expr::Lit(Lit::Str(_)))))
        .last()
        .map(|d| d.span().hi)
}

impl Rewriter<'_> {
    /// Replaces `using` or `await using` before the first binding with `const`.
    fn replace_keyword(&mut self, u: &UsingDecl) {
        let Some(first) = u.decls.first() else {
            return;
        };
        let binding = first.name.span().lo;
        let before = self
            .text
            .get(..(binding.0 as usize).saturating_sub(1))
            .unwrap_or("");
        let Some(rest) = before.trim_end().strip_suffix("using") else {
            return;
        };
        let start = match rest.trim_end().strip_suffix("await") {
            Some(r) if u.is_await => r.len(),
            _ => rest.len(),
        };
        self.edits
            .replace(BytePos(start as u32 + 1), binding, rank::KEYWORD, "const ");
    }

    fn new_scope(&mut self) -> String {
        let name = format!("$minirt_u{}", self.next);
        self.next += 1;
        name
    }

    /// Adds the opening (`head` after it) and closing text of a wrapped list.
    fn wrap(&mut self, name: &str, open: (BytePos, &str), close: (BytePos, &str), any_await: bool) {
        let (open_at, before) = open;
        let (close_at, after) = close;
        let head = format!("{before}const {name}={SCOPE_HELPER}();try{{");
        let exit = if any_await {
            format!("if({name}.needsAwait)await {name}.exitAsync();else {name}.exit()")
        } else {
            format!("{name}.exit()")
        };
        // On a line of its own: the list may end in a line comment that would swallow it.
        let tail =
            format!("\n}}catch($minirt_e){{{name}.fail($minirt_e)}}finally{{{exit}}}{after}");
        self.edits.insert(open_at, rank::BLOCK_OPEN, head);
        self.edits.insert(close_at, rank::BLOCK_CLOSE, tail);
    }

    /// Walks a statement list, wrapped between `open` and `close` when it declares with
    /// `using`.
    fn list(
        &mut self,
        stmts: &[Stmt],
        open: (BytePos, &str),
        close: (BytePos, &str),
        visit: impl FnOnce(&mut Self),
    ) {
        let scope = declares_using(stmts).map(|any_await| {
            let name = self.new_scope();
            self.wrap(&name, open, close, any_await);
            name
        });
        self.scopes.push(scope);
        visit(self);
        self.scopes.pop();
    }
}

impl Visit for Rewriter<'_> {
    fn visit_block_stmt(&mut self, b: &BlockStmt) {
        let open = (b.span.lo + BytePos(1), "");
        let close = (b.span.hi - BytePos(1), "");
        self.list(&b.stmts, open, close, |me| b.visit_children_with(me));
    }

    fn visit_function_body(&mut self, body: &FunctionBody) {
        let directives = after_directives(&body.stmts);
        let (open, close) = match self.wrapper {
            // The CommonJS wrapper's body: its braces are not in the module's text.
            Some((start, end)) if body.span.lo < start => (
                match directives {
                    Some(d) => (d, ";"),
                    None => (start, ""),
                },
                (end, "\n"),
            ),
            _ => (
                match directives {
                    Some(d) => (d, ";"),
                    None => (body.span.lo + BytePos(1), ""),
                },
                (body.span.hi - BytePos(1), ""),
            ),
        };
        self.list(&body.stmts, open, close, |me| body.visit_children_with(me));
    }

    fn visit_switch_stmt(&mut self, s: &SwitchStmt) {
        // `using` directly in a case clause is a syntax error in V8; it is not rewritten.
        self.scopes.push(None);
        s.visit_children_with(self);
        self.scopes.pop();
    }

    fn visit_module(&mut self, m: &Module) {
        let has_module_decls = m
            .body
            .iter()
            .any(|i| matches!(i, ModuleItem::ModuleDecl(_)));
        let first = m.body.first().map(|i| i.span().lo);
        let stmts: Vec<&Stmt> = m
            .body
            .iter()
            .filter_map(|i| match i {
                ModuleItem::Stmt(s) => Some(s),
                ModuleItem::ModuleDecl(_) => None,
            })
            .collect();
        let scope = match (declares_using(stmts), first) {
            (Some(any_await), Some(first)) if !has_module_decls => {
                let name = self.new_scope();
                self.wrap(&name, (first, ""), (m.span.hi, ""), any_await);
                Some(name)
            }
            _ => None,
        };
        self.scopes.push(scope);
        m.visit_children_with(self);
        self.scopes.pop();
    }

    fn visit_using_decl(&mut self, u: &UsingDecl) {
        let Some(Some(name)) = self.scopes.last().cloned() else {
            u.visit_children_with(self);
            return;
        };
        self.replace_keyword(u);
        let flag = if u.is_await { 1 } else { 0 };
        for d in &u.decls {
            if let Some(init) = &d.init {
                let span = init.span();
                self.edits
                    .insert(span.lo, rank::INIT_OPEN, format!("{name}.use("));
                self.edits
                    .insert(span.hi, rank::INIT_CLOSE, format!(",{flag})"));
            }
        }
        u.visit_children_with(self);
    }

    fn visit_for_of_stmt(&mut self, f: &ForOfStmt) {
        let ForHead::UsingDecl(u) = &f.left else {
            f.visit_children_with(self);
            return;
        };
        let binding = match u.decls.first().map(|d| &d.name) {
            Some(Pat::Ident(id)) if u.decls.len() == 1 => id.id.sym.to_string(),
            _ => {
                f.visit_children_with(self);
                return;
            }
        };
        let name = self.new_scope();
        self.replace_keyword(u);
        let flag = if u.is_await { 1 } else { 0 };
        let body = f.body.span();
        let head = format!("{{const {name}={SCOPE_HELPER}();try{{{name}.use({binding},{flag});");
        let exit = if u.is_await {
            format!("if({name}.needsAwait)await {name}.exitAsync();else {name}.exit()")
        } else {
            format!("{name}.exit()")
        };
        let tail = format!("}}catch($minirt_e){{{name}.fail($minirt_e)}}finally{{{exit}}}}}");
        self.edits.insert(body.lo, rank::BLOCK_OPEN, head);
        self.edits.insert(body.hi, rank::BLOCK_CLOSE, tail);
        f.right.visit_with(self);
        self.scopes.push(None);
        f.body.visit_with(self);
        self.scopes.pop();
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare, Goal};

    fn rewrite(src: &str, goal: Goal) -> String {
        prepare(src, goal).unwrap_or_else(|| src.to_string())
    }

    #[test]
    fn a_block_is_wrapped_and_its_declarations_registered() {
        assert_eq!(
            rewrite("{ a(); using x = f(), y = g(); b(); }", Goal::Script),
            "{const $minirt_u0=__minirt_using();try{ a(); const x = $minirt_u0.use(f(),0), \
             y = $minirt_u0.use(g(),0); b(); \n}catch($minirt_e){$minirt_u0.fail($minirt_e)}\
             finally{$minirt_u0.exit()}}"
        );
    }

    #[test]
    fn a_trailing_line_comment_does_not_swallow_the_closing_text() {
        let out = rewrite("using x = f();\n// done", Goal::CommonJs);
        assert!(out.ends_with("// done\n}catch($minirt_e){$minirt_u0.fail($minirt_e)}finally{$minirt_u0.exit()}\n"), "{out}");
    }

    #[test]
    fn await_using_awaits_only_when_needed() {
        let out = rewrite(
            "async function f() { await using r = open(); }",
            Goal::Script,
        );
        assert!(out.contains("const r = $minirt_u0.use(open(),1)"), "{out}");
        assert!(
            out.contains(
                "if($minirt_u0.needsAwait)await $minirt_u0.exitAsync();else $minirt_u0.exit()"
            ),
            "{out}"
        );
    }

    #[test]
    fn commonjs_top_level_keeps_its_directive_and_shebang() {
        let out = rewrite(
            "#!/usr/bin/env node\n'use strict'\nusing x = y;",
            Goal::CommonJs,
        );
        assert!(
            out.starts_with("#!/usr/bin/env node\n'use strict';const $minirt_u0="),
            "{out}"
        );
        assert!(out.ends_with("finally{$minirt_u0.exit()}\n"), "{out}");
    }

    #[test]
    fn for_of_disposes_per_iteration() {
        let out = rewrite("function f(xs) { for (using x of xs) g(x); }", Goal::Script);
        assert!(
            out.contains("for (const x of xs) {const $minirt_u0=__minirt_using();try{$minirt_u0.use(x,0);g(x);}"),
            "{out}"
        );
    }

    #[test]
    fn module_with_exports_is_left_alone_and_nothing_else_changes() {
        let src = "export const a = 1;\nusing x = y;";
        assert_eq!(rewrite(src, Goal::Module), src);
        assert_eq!(prepare("const usingThing = 1;", Goal::Script), None);
    }
}
