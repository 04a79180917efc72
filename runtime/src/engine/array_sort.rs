//! `Array.prototype.sort`, `Array.prototype.toSorted` and the comparator forms of
//! `%TypedArray%.prototype.sort`/`toSorted`. Boa 0.22 sorts with Rust's `slice::sort_by`,
//! which panics when a comparator is not a total order, so `arr.sort(() => Math.random() -
//! 0.5)` (the common shuffle) ended the process. These sort with a merge sort of our own
//! that accepts whatever the comparator answers (stable, as the spec requires), with the
//! spec's steps around it: holes and `undefined` last, `ToString` order by default,
//! comparator results through `ToNumber` with NaN as 0.

use std::cmp::Ordering;

use boa_engine::object::builtins::{JsArray, JsFunction, JsTypedArray};
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{
    js_string, Context, JsArgs, JsData, JsNativeError, JsObject, JsResult, JsString, JsValue,
    NativeFunction,
};
use boa_gc::{Finalize, Trace};

use crate::engine::engine_fixes::define_method;

/// Sorts `v` stably; `cmp` may answer anything, and its first error stops the sort.
fn merge_sort(
    v: &mut Vec<JsValue>,
    cmp: &mut dyn FnMut(&JsValue, &JsValue) -> JsResult<Ordering>,
) -> JsResult<()> {
    let n = v.len();
    let mut src = std::mem::take(v);
    let mut dst: Vec<JsValue> = Vec::with_capacity(n);
    let mut width = 1;
    while width < n {
        dst.clear();
        let mut start = 0;
        while start < n {
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut i, mut j) = (start, mid);
            while i < mid && j < end {
                // Left first unless the right one is strictly smaller: stable.
                if cmp(&src[j], &src[i])? == Ordering::Less {
                    dst.push(src[j].clone());
                    j += 1;
                } else {
                    dst.push(src[i].clone());
                    i += 1;
                }
            }
            dst.extend_from_slice(&src[i..mid]);
            dst.extend_from_slice(&src[j..end]);
            start = end;
        }
        std::mem::swap(&mut src, &mut dst);
        width *= 2;
    }
    *v = src;
    Ok(())
}

/// Sorts `v` as V8 sorts a typed array given a comparator: a top-down merge sort that
/// splits at the midpoint, asks `cmp(left, right)` and takes the left element unless the
/// answer is above zero (NaN counts as zero). A comparator that is not consistent then
/// gives V8's order, and is called with the same pairs.
fn top_down_merge_sort(
    v: &mut [JsValue],
    cmp: &mut dyn FnMut(&JsValue, &JsValue) -> JsResult<f64>,
) -> JsResult<()> {
    if v.len() < 2 {
        return Ok(());
    }
    let mut spare = v.to_vec();
    let to = v.len();
    sort_range_into(&mut spare, v, 0, to, cmp)
}

/// Sorts `source[from..to]` into `target[from..to]`; on entry both hold the same elements
/// there. The halves are sorted into `source` (the roles swap at each level), then merged.
fn sort_range_into(
    source: &mut [JsValue],
    target: &mut [JsValue],
    from: usize,
    to: usize,
    cmp: &mut dyn FnMut(&JsValue, &JsValue) -> JsResult<f64>,
) -> JsResult<()> {
    let middle = from + (to - from) / 2;
    if middle - from > 1 {
        sort_range_into(target, source, from, middle, cmp)?;
    }
    if to - middle > 1 {
        sort_range_into(target, source, middle, to, cmp)?;
    }
    let (mut left, mut right) = (from, middle);
    for slot in target.iter_mut().take(to).skip(from) {
        let take_left = if left < middle && right < to {
            // NaN, like zero, keeps the left element.
            cmp(&source[left], &source[right])?.partial_cmp(&0.0) != Some(Ordering::Greater)
        } else {
            left < middle
        };
        if take_left {
            *slot = source[left].clone();
            left += 1;
        } else {
            *slot = source[right].clone();
            right += 1;
        }
    }
    Ok(())
}

fn check_comparator(comparefn: &JsValue, ctx: &mut Context) -> JsResult<Option<JsFunction>> {
    if comparefn.is_undefined() {
        return Ok(None);
    }
    match comparefn.as_object().and_then(JsFunction::from_object) {
        Some(f) => Ok(Some(f)),
        None => {
            let shown = comparefn
                .to_string(ctx)
                .map_or_else(|_| String::from("[object]"), |s| s.to_std_string_escaped());
            Err(JsNativeError::typ()
                .with_message(format!(
                    "The comparison function must be either a function or undefined: {shown}"
                ))
                .into())
        }
    }
}

/// Sorts values that are not `undefined` by the comparator or by their strings.
fn sort_values(
    values: &mut Vec<JsValue>,
    comparefn: Option<&JsFunction>,
    ctx: &mut Context,
) -> JsResult<()> {
    match comparefn {
        Some(f) => merge_sort(values, &mut |x, y| {
            let r = f.call(&JsValue::undefined(), &[x.clone(), y.clone()], ctx)?;
            let n = r.to_number(ctx)?;
            Ok(n.partial_cmp(&0.0).unwrap_or(Ordering::Equal))
        }),
        None => {
            // Each value's string once, then code-unit order: a total order, so the
            // standard (stable) sort is safe here.
            let mut keyed: Vec<(JsString, JsValue)> = Vec::with_capacity(values.len());
            for v in values.drain(..) {
                keyed.push((v.to_string(ctx)?, v));
            }
            keyed.sort_by(|a, b| a.0.iter().cmp(b.0.iter()));
            values.extend(keyed.into_iter().map(|(_, v)| v));
            Ok(())
        }
    }
}

fn length_of(obj: &JsObject, ctx: &mut Context) -> JsResult<u64> {
    let len = obj.get(js_string!("length"), ctx)?.to_length(ctx)?;
    Ok(len)
}

/// `Array.prototype.sort(comparefn)`.
fn array_sort(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let comparefn = check_comparator(args.get_or_undefined(0), ctx)?;
    let obj = this.to_object(ctx)?;
    let len = length_of(&obj, ctx)?;
    let mut values = Vec::new();
    let mut undefineds: u64 = 0;
    for k in 0..len {
        if obj.has_property(k, ctx)? {
            let v = obj.get(k, ctx)?;
            if v.is_undefined() {
                undefineds += 1;
            } else {
                values.push(v);
            }
        }
    }
    sort_values(&mut values, comparefn.as_ref(), ctx)?;
    let mut k: u64 = 0;
    for v in values {
        obj.set(k, v, true, ctx)?;
        k += 1;
    }
    for _ in 0..undefineds {
        obj.set(k, JsValue::undefined(), true, ctx)?;
        k += 1;
    }
    while k < len {
        obj.delete_property_or_throw(k, ctx)?;
        k += 1;
    }
    Ok(obj.into())
}

/// `Array.prototype.toSorted(comparefn)`: holes read as `undefined`.
fn array_to_sorted(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let comparefn = check_comparator(args.get_or_undefined(0), ctx)?;
    let obj = this.to_object(ctx)?;
    let len = length_of(&obj, ctx)?;
    if len > u64::from(u32::MAX) {
        return Err(JsNativeError::range()
            .with_message("Invalid array length")
            .into());
    }
    let mut values = Vec::new();
    let mut undefineds = 0;
    for k in 0..len {
        let v = obj.get(k, ctx)?;
        if v.is_undefined() {
            undefineds += 1;
        } else {
            values.push(v);
        }
    }
    sort_values(&mut values, comparefn.as_ref(), ctx)?;
    values.extend(std::iter::repeat_n(JsValue::undefined(), undefineds));
    Ok(JsArray::from_iter(values, ctx).into())
}

#[derive(Trace, Finalize, JsData, Clone)]
struct TypedCaptures {
    engine: JsFunction,
}

/// `%TypedArray%.prototype.sort` / `toSorted`: the engine's method without a comparator
/// (its numeric order cannot panic) or for a `this` that is no typed array; with one, the
/// elements sorted here and written back (or into a new array the engine's `toSorted`
/// makes).
fn typed_sort(
    this: &JsValue,
    args: &[JsValue],
    caps: &TypedCaptures,
    ctx: &mut Context,
    copy: bool,
) -> JsResult<JsValue> {
    let comparefn = check_comparator(args.get_or_undefined(0), ctx)?;
    let typed = this
        .as_object()
        .filter(|o| JsTypedArray::from_object(o.clone()).is_ok());
    let (Some(f), Some(original)) = (comparefn, typed) else {
        // No comparator, or not a typed array: the engine sorts, or throws its TypeError.
        return caps.engine.call(this, args, ctx);
    };
    let len = length_of(&original, ctx)?;
    let mut values = Vec::with_capacity(len as usize);
    for k in 0..len {
        values.push(original.get(k, ctx)?);
    }
    top_down_merge_sort(&mut values, &mut |x, y| {
        f.call(&JsValue::undefined(), &[x.clone(), y.clone()], ctx)?
            .to_number(ctx)
    })?;
    // toSorted: the engine makes the new array of the same kind (its order is replaced).
    let target = if copy {
        caps.engine
            .call(this, &[], ctx)?
            .as_object()
            .ok_or_else(|| JsNativeError::typ().with_message("not a typed array"))?
    } else {
        original
    };
    for (k, v) in values.into_iter().enumerate() {
        target.set(k as u64, v, true, ctx)?;
    }
    Ok(target.into())
}

/// Replaces the sorts in the current realm.
///
/// # Errors
/// Engine failures while defining the properties.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let array_proto = ctx.intrinsics().constructors().array().prototype();
    for (name, f) in [
        (
            "sort",
            array_sort as fn(&JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>,
        ),
        ("toSorted", array_to_sorted),
    ] {
        let f = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(f))
            .name(js_string!(name))
            .length(1)
            .build();
        define_method(&array_proto, name, f, ctx)?;
    }
    let typed_proto = ctx.intrinsics().constructors().typed_array().prototype();
    for (name, copy) in [("sort", false), ("toSorted", true)] {
        let Some(engine) = typed_proto
            .get(js_string!(name), ctx)?
            .as_object()
            .and_then(JsFunction::from_object)
        else {
            continue;
        };
        let f = if copy {
            NativeFunction::from_copy_closure_with_captures(
                |this, args, caps: &TypedCaptures, ctx| typed_sort(this, args, caps, ctx, true),
                TypedCaptures { engine },
            )
        } else {
            NativeFunction::from_copy_closure_with_captures(
                |this, args, caps: &TypedCaptures, ctx| typed_sort(this, args, caps, ctx, false),
                TypedCaptures { engine },
            )
        };
        let f = FunctionObjectBuilder::new(ctx.realm(), f)
            .name(js_string!(name))
            .length(1)
            .build();
        define_method(&typed_proto, name, f, ctx)?;
    }
    Ok(())
}
