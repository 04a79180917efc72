//! The identifier `using` read as a value. Boa 0.22 lexes `using` as a keyword and its
//! primary-expression parser does not take it back as an identifier, so `exports.using =
//! using` is a SyntaxError although `function using() {}` parses (rxjs's CommonJS build
//! does exactly this, so `require('rxjs')` fails). When a file reads `using`, every
//! `using` that names a binding in it is renamed to `$minirt_using`: declarations,
//! parameters and references alike, with shorthand properties and import/export specifiers
//! spelled out so that property and export names stay `using`. A file that reads `using`
//! without declaring it reads `globalThis.using`. A function or class expression named
//! `using`, which Boa refuses too, makes the file rename the same way. What stays visible:
//! a renamed function's `name`. A file that exports a declaration named `using` is left for
//! Boa to report.

use swc_ecma_ast::{
    BreakStmt, ContinueStmt, Decl, ExportSpecifier, Expr, Ident, ImportSpecifier, LabeledStmt,
    ModuleDecl, ModuleExportName, NamedExport, ObjectPatProp, Program, Prop,
};
use swc_ecma_visit::{Visit, VisitWith};

use super::{rank, Edits};

const ALIAS: &str = "$minirt_using";

/// Adds the renames, when the program reads `using` as a value.
pub(super) fn edits(program: &Program, edits: &mut Edits) {
    let mut finder = Finder::default();
    program.visit_with(&mut finder);
    if !finder.reads || finder.exports_declaration {
        return;
    }
    let name = if finder.declares {
        ALIAS
    } else {
        "globalThis.using"
    };
    for site in finder.sites {
        let text = match site.kind {
            Kind::Plain => name.to_string(),
            Kind::Keyed => format!("using: {name}"),
            Kind::ImportedAs => format!("using as {name}"),
            Kind::ExportedAs => format!("{name} as using"),
        };
        edits.replace(site.ident.span.lo, site.ident.span.hi, rank::KEYWORD, text);
    }
}

#[derive(Clone, Copy)]
enum Kind {
    /// The identifier itself.
    Plain,
    /// A shorthand property or pattern member: `{ using }`.
    Keyed,
    /// `import { using } from ...`.
    ImportedAs,
    /// `export { using }`.
    ExportedAs,
}

struct Site {
    ident: Ident,
    kind: Kind,
}

#[derive(Default)]
struct Finder {
    sites: Vec<Site>,
    /// `using` appears as an expression.
    reads: bool,
    /// Some binding in the file is named `using`.
    declares: bool,
    /// `export function using` and the like: renaming would rename the export.
    exports_declaration: bool,
}

fn is_using(ident: &Ident) -> bool {
    &*ident.sym == "using"
}

impl Finder {
    fn site(&mut self, ident: &Ident, kind: Kind) {
        self.sites.push(Site {
            ident: ident.clone(),
            kind,
        });
    }
}

impl Visit for Finder {
    fn visit_expr(&mut self, expr: &Expr) {
        match expr {
            Expr::Ident(ident) if is_using(ident) => self.reads = true,
            // Boa refuses `using` as a function or class expression's name too
            // (`o.using = function using() {}`, @babel/standalone): renamed like a binding.
            Expr::Fn(f) if f.ident.as_ref().is_some_and(is_using) => {
                self.reads = true;
                self.declares = true;
            }
            Expr::Class(c) if c.ident.as_ref().is_some_and(is_using) => {
                self.reads = true;
                self.declares = true;
            }
            _ => {}
        }
        expr.visit_children_with(self);
    }

    fn visit_ident(&mut self, ident: &Ident) {
        if is_using(ident) {
            self.site(ident, Kind::Plain);
        }
    }

    fn visit_binding_ident(&mut self, binding: &swc_ecma_ast::BindingIdent) {
        if is_using(&binding.id) {
            self.declares = true;
        }
        binding.visit_children_with(self);
    }

    fn visit_decl(&mut self, decl: &Decl) {
        match decl {
            Decl::Fn(f) if is_using(&f.ident) => self.declares = true,
            Decl::Class(c) if is_using(&c.ident) => self.declares = true,
            _ => {}
        }
        decl.visit_children_with(self);
    }

    fn visit_prop(&mut self, prop: &Prop) {
        match prop {
            Prop::Shorthand(ident) if is_using(ident) => {
                self.reads = true;
                self.site(ident, Kind::Keyed);
            }
            _ => prop.visit_children_with(self),
        }
    }

    fn visit_object_pat_prop(&mut self, prop: &ObjectPatProp) {
        if let ObjectPatProp::Assign(assign) = prop {
            if is_using(&assign.key.id) {
                self.declares = true;
                self.site(&assign.key.id, Kind::Keyed);
                assign.value.visit_with(self);
                return;
            }
        }
        prop.visit_children_with(self);
    }

    fn visit_import_specifier(&mut self, spec: &ImportSpecifier) {
        match spec {
            ImportSpecifier::Named(named) if is_using(&named.local) => {
                self.declares = true;
                let kind = if named.imported.is_none() {
                    Kind::ImportedAs
                } else {
                    Kind::Plain
                };
                self.site(&named.local, kind);
            }
            ImportSpecifier::Default(default) if is_using(&default.local) => {
                self.declares = true;
                self.site(&default.local, Kind::Plain);
            }
            ImportSpecifier::Namespace(ns) if is_using(&ns.local) => {
                self.declares = true;
                self.site(&ns.local, Kind::Plain);
            }
            _ => {}
        }
    }

    fn visit_named_export(&mut self, export: &NamedExport) {
        // `export { using } from '...'` names another module's export.
        if export.src.is_some() {
            return;
        }
        for spec in &export.specifiers {
            if let ExportSpecifier::Named(named) = spec {
                if let ModuleExportName::Ident(orig) = &named.orig {
                    if is_using(orig) {
                        let kind = if named.exported.is_none() {
                            Kind::ExportedAs
                        } else {
                            Kind::Plain
                        };
                        self.site(orig, kind);
                    }
                }
            }
        }
    }

    fn visit_module_decl(&mut self, decl: &ModuleDecl) {
        if let ModuleDecl::ExportDecl(export) = decl {
            let named_using = match &export.decl {
                Decl::Fn(f) => is_using(&f.ident),
                Decl::Class(c) => is_using(&c.ident),
                Decl::Var(var) => var
                    .decls
                    .iter()
                    .any(|d| matches!(&d.name, swc_ecma_ast::Pat::Ident(b) if is_using(&b.id))),
                _ => false,
            };
            if named_using {
                self.exports_declaration = true;
            }
        }
        decl.visit_children_with(self);
    }

    // Labels are not bindings.
    fn visit_labeled_stmt(&mut self, stmt: &LabeledStmt) {
        stmt.body.visit_with(self);
    }

    fn visit_break_stmt(&mut self, _: &BreakStmt) {}

    fn visit_continue_stmt(&mut self, _: &ContinueStmt) {}
}

#[cfg(test)]
mod tests {
    use crate::engine::source_pass::{prepare_without_class_tails, Goal};

    fn run(src: &str) -> Option<String> {
        prepare_without_class_tails(src, Goal::Script)
    }

    #[test]
    fn a_declared_using_is_renamed_everywhere() {
        assert_eq!(
            run("function using(a) { return a }\nexports.using = using; o = { using }; x = using(1);")
                .as_deref(),
            Some(
                "function $minirt_using(a) { return a }\nexports.using = $minirt_using; \
                 o = { using: $minirt_using }; x = $minirt_using(1);"
            )
        );
        assert_eq!(
            run("function f(using) { const { using: u } = using; return [u, using] }").as_deref(),
            Some(
                "function f($minirt_using) { const { using: u } = $minirt_using; \
                 return [u, $minirt_using] }"
            )
        );
    }

    #[test]
    fn function_and_class_expressions_named_using_are_renamed() {
        assert_eq!(
            run("o.using = function using(h) { return h }; c = class using {};").as_deref(),
            Some("o.using = function $minirt_using(h) { return h }; c = class $minirt_using {};")
        );
    }

    #[test]
    fn an_undeclared_using_is_the_global() {
        assert_eq!(
            run("console.log(using)").as_deref(),
            Some("console.log(globalThis.using)")
        );
    }

    #[test]
    fn files_that_only_declare_or_dispose_are_left_alone() {
        for src in [
            "function using() {} var x = { using: 1 }; x.using;",
            "label: for (;;) break label;",
        ] {
            assert_eq!(run(src), None, "{src}");
        }
    }

    #[test]
    fn module_specifiers_keep_their_names() {
        assert_eq!(
            prepare_without_class_tails(
                "import { using } from './a.js';\nexport { using };\nusing();",
                Goal::Module
            )
            .as_deref(),
            Some(
                "import { using as $minirt_using } from './a.js';\n\
                 export { $minirt_using as using };\n$minirt_using();"
            )
        );
        assert_eq!(
            prepare_without_class_tails("export function using() {}\nusing();", Goal::Module),
            None
        );
    }
}
