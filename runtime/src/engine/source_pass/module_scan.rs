//! What `vm.SourceTextModule` reports before it is linked: the modules a source text asks
//! for (`dependencySpecifiers`, `moduleRequests`, in source order, each specifier and
//! attribute set once) and whether its top level awaits (`hasTopLevelAwait()`). Boa keeps
//! a parsed module's requests private, so SWC reads them from the text.

use swc_common::BytePos;
use swc_ecma_ast::{
    ArrowExpr, AwaitExpr, Class, ForOfStmt, Function, Module, ModuleDecl, ModuleItem, ObjectLit,
    Prop, PropName, PropOrSpread, Str,
};
use swc_ecma_parser::{EsSyntax, Parser, StringInput, Syntax};
use swc_ecma_visit::{Visit, VisitWith};

/// One static request: the specifier and its `with { ... }` attributes in source order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub specifier: String,
    pub attributes: Vec<(String, String)>,
}

/// What a module's text asks for.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct ModuleScan {
    pub requests: Vec<Request>,
    pub top_level_await: bool,
}

/// A module's text parsed by SWC, or `None` when it does not parse (Boa then reports the
/// error).
pub fn parse(src: &str) -> Option<Module> {
    let len = u32::try_from(src.len()).ok()?;
    let syntax = Syntax::Es(EsSyntax {
        import_attributes: true,
        explicit_resource_management: true,
        ..Default::default()
    });
    let input = StringInput::new(src, BytePos(1), BytePos(1 + len));
    let mut parser = Parser::new(syntax, input, None);
    let module = parser.parse_module().ok()?;
    if !parser.take_errors().is_empty() {
        return None;
    }
    Some(module)
}

/// Scans a module's text; `None` when SWC cannot parse it.
pub fn scan(src: &str) -> Option<ModuleScan> {
    let module = parse(src)?;
    Some(ModuleScan {
        requests: requests(&module),
        top_level_await: top_level_await(&module),
    })
}

fn requests(module: &Module) -> Vec<Request> {
    let mut out: Vec<Request> = Vec::new();
    for item in &module.body {
        let ModuleItem::ModuleDecl(decl) = item else {
            continue;
        };
        let (src, with) = match decl {
            ModuleDecl::Import(d) if !d.type_only => (&d.src, &d.with),
            ModuleDecl::ExportAll(d) if !d.type_only => (&d.src, &d.with),
            ModuleDecl::ExportNamed(d) if !d.type_only => match &d.src {
                Some(src) => (src, &d.with),
                None => continue,
            },
            _ => continue,
        };
        let request = Request {
            specifier: string_value(src),
            attributes: with.as_deref().map(attributes).unwrap_or_default(),
        };
        if !out.contains(&request) {
            out.push(request);
        }
    }
    out
}

fn string_value(s: &Str) -> String {
    s.value.to_string_lossy().into_owned()
}

fn attributes(with: &ObjectLit) -> Vec<(String, String)> {
    with.props
        .iter()
        .filter_map(|p| match p {
            PropOrSpread::Prop(prop) => match &**prop {
                Prop::KeyValue(kv) => {
                    let key = match &kv.key {
                        PropName::Ident(i) => i.sym.to_string(),
                        PropName::Str(s) => string_value(s),
                        _ => return None,
                    };
                    let value = kv.value.as_lit().and_then(|l| match l {
                        swc_ecma_ast::Lit::Str(s) => Some(string_value(s)),
                        _ => None,
                    })?;
                    Some((key, value))
                }
                _ => None,
            },
            PropOrSpread::Spread(_) => None,
        })
        .collect()
}

/// Whether an `await` (or `for await`) runs at the module's top level, outside every
/// function and class body.
fn top_level_await(module: &Module) -> bool {
    struct Finder(bool);
    impl Visit for Finder {
        fn visit_await_expr(&mut self, _: &AwaitExpr) {
            self.0 = true;
        }
        fn visit_for_of_stmt(&mut self, s: &ForOfStmt) {
            if s.is_await {
                self.0 = true;
            }
            s.visit_children_with(self);
        }
        fn visit_function(&mut self, _: &Function) {}
        fn visit_arrow_expr(&mut self, _: &ArrowExpr) {}
        fn visit_class(&mut self, _: &Class) {}
    }
    let mut finder = Finder(false);
    module.visit_with(&mut finder);
    finder.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn specifiers(src: &str) -> Vec<String> {
        scan(src)
            .expect("parses")
            .requests
            .into_iter()
            .map(|r| r.specifier)
            .collect()
    }

    #[test]
    fn requests_in_source_order_once_each() {
        assert_eq!(
            specifiers("import a from 'x'; export * from 'y'; import 'x'; export { b } from 'z';"),
            ["x", "y", "z"]
        );
        assert!(specifiers("export const q = 1; const r = import('dyn');").is_empty());
    }

    #[test]
    fn attributes_make_a_request_of_their_own() {
        let scan =
            scan("import a from 'j' with { type: 'json' }; import b from 'j';").expect("parses");
        assert_eq!(scan.requests.len(), 2);
        assert_eq!(
            scan.requests[0].attributes,
            [("type".to_string(), "json".to_string())]
        );
        assert!(scan.requests[1].attributes.is_empty());
    }

    #[test]
    fn top_level_await_only_outside_functions() {
        assert!(scan("await 1;").expect("parses").top_level_await);
        assert!(
            scan("for await (const x of y) {}")
                .expect("parses")
                .top_level_await
        );
        assert!(
            !scan("async function f() { await 1 }")
                .expect("parses")
                .top_level_await
        );
        assert!(
            !scan("const f = async () => { await 1 };")
                .expect("parses")
                .top_level_await
        );
        assert!(
            !scan("class A { async m() { await 1 } }")
                .expect("parses")
                .top_level_await
        );
    }

    #[test]
    fn text_that_does_not_parse_gives_nothing() {
        assert_eq!(scan("import {"), None);
    }
}
