"""
Times Llama-shaped layer stacks with random weights on one GPU (issue 21: a measured row for the timing
model). Not run by the tests or CI: it needs a CUDA GPU and PyTorch.

    python3 infra/sim/device/layer_stack.py --out results.json

What it measures, for the 70B (hidden 8,192, 64 query / 8 KV heads of 128, MLP 28,672) and the 8B
(4,096, 32 / 8, 14,336) shapes:
- one GPU's share of a tensor-parallel layer (tp 1, 2, 4, 8: 1/tp of the heads and of the MLP width), as
  a stack of a few layers with their own weights (so no layer's weights sit in L2), scaled to the
  model's layer count. The all-reduce a real tp > 1 replica runs after attention and after the MLP is not
  in it (one GPU): the timing model's all-reduce term is compared separately.
- a decode pass (one new token for each of B sequences whose KV cache holds `context` tokens), captured
  in a CUDA graph as serving engines run decode, and a prefill chunk (n new tokens after c cached ones).
- the card's two ceilings: a device-to-device copy (bytes read + written) and an 8192^3 BF16 GEMM.

The layer is the plain PyTorch one (RMSNorm, fused QKV, RoPE, KV-cache write, SDPA attention, output
projection, fused gate-up, SiLU x up, down projection, residual adds): about 20 kernels, more than an
engine's fused ones, so its fixed cost per layer is an upper bound of what an engine pays.
"""

import argparse
import json
import math
import os
import sys
import time
import traceback

import torch
import torch.nn.functional as F

SHAPES = {
    "llama-3-70b": dict(hidden=8192, heads=64, kv_heads=8, head_dim=128, ffn=28672, layers=80),
    "llama-3-8b": dict(hidden=4096, heads=32, kv_heads=8, head_dim=128, ffn=14336, layers=32),
}
STACK_LAYERS = 8
DEV = "cuda"
BF16 = torch.bfloat16


def log(*a):
    print(*a, flush=True)


def median_ms(fn, iters=20, warmup=3, graph=True):
    """Median time of fn() in ms over `iters` timed runs, after warm-up; as a CUDA graph replay when asked."""
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for _ in range(warmup):
            fn()
    torch.cuda.current_stream().wait_stream(stream)
    torch.cuda.synchronize()
    run = fn
    if graph:
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            fn()
        g.replay()
        torch.cuda.synchronize()
        run = g.replay
    times = []
    for _ in range(iters):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        run()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    times.sort()
    return times[len(times) // 2], times[0], times[-1]


def ceilings():
    n = 2 * 2**30  # 2 GiB each way
    src = torch.randn(n // 2, device=DEV, dtype=BF16)
    dst = torch.empty_like(src)
    ms, _, _ = median_ms(lambda: dst.copy_(src), iters=10, graph=False)
    copy = 2 * n / (ms / 1e3)
    del src, dst
    a = torch.randn(8192, 8192, device=DEV, dtype=BF16)
    b = torch.randn(8192, 8192, device=DEV, dtype=BF16)
    ms, _, _ = median_ms(lambda: a @ b, iters=10, graph=False)
    flops = 2 * 8192**3 / (ms / 1e3)
    out = dict(copy_bytes_per_s=copy, bf16_gemm_flops=flops)
    try:
        a8 = a.to(torch.float8_e4m3fn)
        b8 = b.to(torch.float8_e4m3fn).t().contiguous().t()
        one = torch.ones((), device=DEV, dtype=torch.float32)
        ms, _, _ = median_ms(
            lambda: torch._scaled_mm(a8, b8, scale_a=one, scale_b=one, out_dtype=BF16), iters=10, graph=False
        )
        out["fp8_gemm_flops"] = 2 * 8192**3 / (ms / 1e3)
    except Exception as e:  # noqa: BLE001 - an optional ceiling
        out["fp8_gemm_error"] = repr(e)[:300]
    del a, b
    torch.cuda.empty_cache()
    return out


def rope(t, cos, sin):
    """Rotary embedding, Llama's rotate-half form, on the last dimension."""
    half = t.shape[-1] // 2
    t1, t2 = t[..., :half], t[..., half:]
    return torch.cat((t1 * cos - t2 * sin, t2 * cos + t1 * sin), dim=-1)


def apply(x, linear):
    """`mm` for FP8 layers: the projection is a `Linear` (weights, scales and its own matmul)."""
    return linear(x)


def decode_layer(x, norm1, wqkv, wo, norm2, wgu, wd, kc, vc, cos, sin, pos, heads, kv_heads, hd, ffn, mm=F.linear):
    """One decode layer. `mm(h, w)` is a projection: F.linear over BF16 weight tensors (tensors in and out,
    so torch.compile traces it once for every layer), or `apply` over FP8 `Linear`s."""
    B, hidden = x.shape
    g = heads // kv_heads
    h = F.rms_norm(x, (hidden,), norm1, 1e-5)
    qkv = mm(h, wqkv)
    q, k, v = qkv.split([heads * hd, kv_heads * hd, kv_heads * hd], -1)
    q = rope(q.view(B, kv_heads, g, hd), cos, sin)
    k = rope(k.view(B, kv_heads, 1, hd), cos, sin)
    kc[:, :, pos : pos + 1].copy_(k)
    vc[:, :, pos : pos + 1].copy_(v.view(B, kv_heads, 1, hd))
    # One query per sequence: the g query heads of a KV head attend as g rows (no mask needed).
    a = F.scaled_dot_product_attention(q, kc, vc)
    x = x + mm(a.reshape(B, heads * hd), wo)
    h = F.rms_norm(x, (hidden,), norm2, 1e-5)
    gu = mm(h, wgu)
    return x + mm(F.silu(gu[:, :ffn]) * gu[:, ffn:], wd)


class Linear:
    """y = x @ W^T, BF16, or W8A8 FP8 with per-tensor scales (the activation quantised in the pass)."""

    def __init__(self, out_f, in_f, fp8):
        w = torch.randn(out_f, in_f, device=DEV, dtype=BF16) * (1 / math.sqrt(in_f))
        self.fp8 = fp8
        if fp8:
            self.scale_w = (w.abs().max().float() / 448).clamp(min=1e-12)
            self.w = (w.float() / self.scale_w).to(torch.float8_e4m3fn)  # [out, in] row-major
            # a static activation scale, as engines calibrate offline: |x| up to 44 stays inside e4m3 (448)
            self.scale_x = torch.tensor(0.1, device=DEV, dtype=torch.float32)
            del w
        else:
            self.w = w

    def __call__(self, x):
        if not self.fp8:
            return F.linear(x, self.w)
        xq = (x / self.scale_x).to(torch.float8_e4m3fn)
        return torch._scaled_mm(xq, self.w.t(), scale_a=self.scale_x, scale_b=self.scale_w, out_dtype=BF16)


class ShardStack:
    """STACK_LAYERS layers of one GPU's tensor-parallel share of a Llama layer, each with its own weights."""

    def __init__(self, shape, tp, fp8, n_layers=STACK_LAYERS):
        s = SHAPES[shape]
        self.hidden = s["hidden"]
        self.heads = s["heads"] // tp
        self.kv_heads = max(1, s["kv_heads"] // tp)
        self.hd = s["head_dim"]
        self.ffn = s["ffn"] // tp
        self.layers = []
        for _ in range(n_layers):
            self.layers.append(
                dict(
                    norm1=torch.ones(self.hidden, device=DEV, dtype=BF16),
                    qkv=Linear((self.heads + 2 * self.kv_heads) * self.hd, self.hidden, fp8),
                    o=Linear(self.hidden, self.heads * self.hd, fp8),
                    norm2=torch.ones(self.hidden, device=DEV, dtype=BF16),
                    gate_up=Linear(2 * self.ffn, self.hidden, fp8),
                    down=Linear(self.hidden, self.ffn, fp8),
                )
            )
        per_layer_weights = (
            (self.heads + 2 * self.kv_heads) * self.hd * self.hidden
            + self.heads * self.hd * self.hidden
            + 3 * self.ffn * self.hidden
        )
        self.weight_bytes_per_layer = per_layer_weights * (1 if fp8 else 2)

    def alloc_cache(self, batch, length):
        return [
            (
                torch.randn(batch, self.kv_heads, length, self.hd, device=DEV, dtype=BF16),
                torch.randn(batch, self.kv_heads, length, self.hd, device=DEV, dtype=BF16),
            )
            for _ in self.layers
        ]

    def decode(self, x, caches, pos, cos, sin, layer_fn=None):
        """x [B, hidden]: one new token per sequence at position `pos`; the caches hold pos + 1 slots."""
        if layer_fn is not None:
            for L, (kc, vc) in zip(self.layers, caches):
                x = layer_fn(
                    x, L["norm1"], L["qkv"].w, L["o"].w, L["norm2"], L["gate_up"].w, L["down"].w, kc, vc,
                    cos, sin, pos, self.heads, self.kv_heads, self.hd, self.ffn,
                )
            return x
        for L, (kc, vc) in zip(self.layers, caches):
            x = self.decode_layer(L, x, kc, vc, pos, cos, sin)
        return x

    def decode_layer(self, L, x, kc, vc, pos, cos, sin):
        fp8 = L["qkv"].fp8
        w = (lambda name: L[name]) if fp8 else (lambda name: L[name].w)
        return decode_layer(
            x, L["norm1"], w("qkv"), w("o"), L["norm2"], w("gate_up"), w("down"), kc, vc, cos, sin,
            pos, self.heads, self.kv_heads, self.hd, self.ffn, mm=apply if fp8 else F.linear,
        )

    def prefill(self, x, caches, cached, cos, sin, mask):
        """x [n, hidden]: n new prompt tokens after `cached` ones already in the caches (one sequence)."""
        n = x.shape[0]
        for L, (kc, vc) in zip(self.layers, caches):
            h = F.rms_norm(x, (self.hidden,), L["norm1"], 1e-5)
            qkv = L["qkv"](h)
            q, k, v = qkv.split([self.heads * self.hd, self.kv_heads * self.hd, self.kv_heads * self.hd], -1)
            q = rope(q.view(n, self.heads, self.hd).transpose(0, 1), cos, sin).unsqueeze(0)
            k = rope(k.view(n, self.kv_heads, self.hd).transpose(0, 1), cos, sin)
            kc[0, :, cached : cached + n].copy_(k)
            vc[0, :, cached : cached + n].copy_(v.view(n, self.kv_heads, self.hd).transpose(0, 1))
            if mask is None:
                a = F.scaled_dot_product_attention(q, kc, vc, is_causal=True, enable_gqa=True)
            else:
                a = F.scaled_dot_product_attention(q, kc, vc, attn_mask=mask, enable_gqa=True)
            x = x + L["o"](a[0].transpose(0, 1).reshape(n, self.heads * self.hd))
            h = F.rms_norm(x, (self.hidden,), L["norm2"], 1e-5)
            gu = L["gate_up"](h)
            x = x + L["down"](F.silu(gu[:, : self.ffn]) * gu[:, self.ffn :])
        return x


_COMPILED = {}


def compiled_layer():
    """One decode layer through torch.compile (Inductor fuses norms, RoPE, SiLU x up and the adds, as
    engines' kernels do); compiled once and reused for every layer (weights are inputs)."""
    if "fn" not in _COMPILED:
        _COMPILED["fn"] = torch.compile(decode_layer, dynamic=False)
    return _COMPILED["fn"]


def decode_case(shape, tp, batch, context, fp8=False, graph=True, compiled=False):
    stack = ShardStack(shape, tp, fp8)
    layer_fn = compiled_layer() if compiled else None
    caches = stack.alloc_cache(batch, context)
    pos = context - 1  # the new token's slot: attention reads `context` tokens
    x = torch.randn(batch, stack.hidden, device=DEV, dtype=BF16)
    cos = torch.rand(batch, 1, 1, stack.hd // 2, device=DEV, dtype=BF16)
    sin = torch.rand(batch, 1, 1, stack.hd // 2, device=DEV, dtype=BF16)
    out = {}

    def fn():
        out["y"] = stack.decode(x, caches, pos, cos, sin, layer_fn)

    ms, lo, hi = median_ms(fn, graph=graph)
    finite = bool(torch.isfinite(out["y"]).all())
    kv_bytes = batch * context * stack.kv_heads * stack.hd * 2 * 2 * len(stack.layers)
    res = dict(
        weight_bytes_per_layer=stack.weight_bytes_per_layer,
        kv_bytes_per_layer=kv_bytes / len(stack.layers),
        ms_stack=ms,
        ms_min=lo,
        ms_max=hi,
        finite=finite,
    )
    del stack, caches
    torch.cuda.empty_cache()
    return res


def prefill_case(shape, tp, tokens, cached, fp8=False):
    stack = ShardStack(shape, tp, fp8)
    caches = stack.alloc_cache(1, cached + tokens)
    x = torch.randn(tokens, stack.hidden, device=DEV, dtype=BF16)
    cos = torch.rand(1, tokens, stack.hd // 2, device=DEV, dtype=BF16)
    sin = torch.rand(1, tokens, stack.hd // 2, device=DEV, dtype=BF16)
    mask = None
    if cached:
        # bottom-right causal: new token i sees every cached position and new positions <= i
        mask = torch.ones(tokens, cached + tokens, device=DEV, dtype=torch.bool).tril(cached)
    out = {}

    def fn():
        out["y"] = stack.prefill(x, caches, cached, cos, sin, mask)

    ms, lo, hi = median_ms(fn, graph=True)
    res = dict(
        weight_bytes_per_layer=stack.weight_bytes_per_layer,
        ms_stack=ms,
        ms_min=lo,
        ms_max=hi,
        finite=bool(torch.isfinite(out["y"]).all()),
    )
    del stack, caches
    torch.cuda.empty_cache()
    return res


def head_case(shape, tp, batch):
    """The rest of a decode pass beyond the layers: the final norm, this GPU's share of the LM head (vocab /
    tp rows) and a greedy pick over it (an engine gathers the shares; one GPU has no peers)."""
    s = SHAPES[shape]
    vocab = 128_256 // tp
    w = torch.randn(vocab, s["hidden"], device=DEV, dtype=BF16) / math.sqrt(s["hidden"])
    norm = torch.ones(s["hidden"], device=DEV, dtype=BF16)
    x = torch.randn(batch, s["hidden"], device=DEV, dtype=BF16)
    out = {}

    def fn():
        out["y"] = F.linear(F.rms_norm(x, (s["hidden"],), norm, 1e-5), w).argmax(dim=-1)

    ms, lo, hi = median_ms(fn, graph=True)
    res = dict(head_bytes=vocab * s["hidden"] * 2, ms_head=ms, ms_min=lo, ms_max=hi)
    del w
    torch.cuda.empty_cache()
    return res


CASES = [
    # (kind, shape, tp, a, b, fp8, graph[, "compiled"]): decode a = batch, b = context; prefill a = new
    # tokens, b = cached
    ("decode", "llama-3-70b", 4, 100, 3200, False, True),
    ("decode", "llama-3-70b", 4, 100, 3200, False, False),
    ("prefill", "llama-3-70b", 4, 512, 0, False, True),
    ("prefill", "llama-3-70b", 4, 390, 2610, False, True),
    ("decode", "llama-3-70b", 4, 1, 3200, False, True),
    ("decode", "llama-3-70b", 4, 16, 3200, False, True),
    ("decode", "llama-3-70b", 4, 256, 3200, False, True),
    ("decode", "llama-3-70b", 1, 1, 3200, False, True),
    ("decode", "llama-3-70b", 1, 16, 3200, False, True),
    ("decode", "llama-3-70b", 1, 100, 3200, False, True),
    ("prefill", "llama-3-70b", 1, 512, 0, False, True),
    ("prefill", "llama-3-70b", 1, 2048, 0, False, True),
    ("decode", "llama-3-70b", 2, 100, 3200, False, True),
    ("decode", "llama-3-70b", 8, 100, 3200, False, True),
    ("prefill", "llama-3-70b", 8, 512, 0, False, True),
    ("decode", "llama-3-8b", 1, 1, 3200, False, True),
    ("decode", "llama-3-8b", 1, 88, 3200, False, True),
    ("decode", "llama-3-8b", 1, 256, 3200, False, True),
    ("prefill", "llama-3-8b", 1, 512, 0, False, True),
    ("decode", "llama-3-70b", 4, 128, 3200, True, True),
    ("prefill", "llama-3-70b", 4, 512, 0, True, True),
    ("decode", "llama-3-70b", 1, 128, 3200, True, True),
    ("prefill", "llama-3-70b", 1, 2048, 0, True, True),
    # KV reads apart from weight reads: the same batch at a short and a long context
    ("decode", "llama-3-70b", 4, 100, 16, False, True),
    ("decode", "llama-3-70b", 4, 100, 8000, False, True),
    ("decode", "llama-3-70b", 4, 32, 3200, False, True),
    ("decode", "llama-3-70b", 4, 64, 3200, False, True),
    ("prefill", "llama-3-8b", 1, 2048, 0, False, True),
    ("prefill", "llama-3-70b", 4, 2048, 0, False, True),
    # fused elementwise kernels (what an engine runs): last, compiling takes tens of seconds
    ("decode", "llama-3-70b", 4, 100, 3200, False, True, "compiled"),
    ("decode", "llama-3-70b", 4, 1, 3200, False, True, "compiled"),
    ("decode", "llama-3-70b", 1, 1, 3200, False, True, "compiled"),
    ("decode", "llama-3-70b", 4, 256, 3200, False, True, "compiled"),
    ("decode", "llama-3-70b", 2, 100, 3200, False, True, "compiled"),
    ("decode", "llama-3-70b", 8, 100, 3200, False, True, "compiled"),
    ("decode", "llama-3-8b", 1, 88, 3200, False, True, "compiled"),
    ("decode", "llama-3-8b", 1, 1, 3200, False, True, "compiled"),
    # the LM head and a greedy pick, once a pass (a = batch)
    ("head", "llama-3-70b", 4, 100, 0, False, True),
    ("head", "llama-3-70b", 1, 100, 0, False, True),
    ("head", "llama-3-8b", 1, 88, 0, False, True),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.environ.get("OUT", "."), "layer_stack.json"))
    ap.add_argument("--budget-s", type=float, default=300, help="stop starting new cases after this long")
    args = ap.parse_args()
    t0 = time.time()
    torch.manual_seed(0)
    props = torch.cuda.get_device_properties(0)
    result = dict(
        gpu=props.name,
        sms=props.multi_processor_count,
        memory_bytes=props.total_memory,
        torch=torch.__version__,
        cuda=torch.version.cuda,
        stack_layers=STACK_LAYERS,
        cases=[],
    )
    log(f"{props.name}, {props.multi_processor_count} SMs, torch {torch.__version__}, CUDA {torch.version.cuda}")
    result["ceilings"] = ceilings()
    log("ceilings:", json.dumps(result["ceilings"]))
    for kind, shape, tp, a, b, fp8, graph, *variant in CASES:
        compiled = "compiled" in variant
        if time.time() - t0 > args.budget_s:
            log("budget spent; skipping the rest")
            break
        case = dict(kind=kind, shape=shape, tp=tp, fp8=fp8, graph=graph, compiled=compiled)
        case.update(dict(batch=a, context=b) if kind in ("decode", "head") else dict(tokens=a, cached=b))
        try:
            if kind == "head":
                case.update(head_case(shape, tp, a))
            else:
                case.update(
                    decode_case(shape, tp, a, b, fp8, graph, compiled)
                    if kind == "decode"
                    else prefill_case(shape, tp, a, b, fp8)
                )
                case["ms_per_layer"] = case["ms_stack"] / STACK_LAYERS
                case["ms_whole_model_layers"] = case["ms_per_layer"] * SHAPES[shape]["layers"]
        except Exception as e:  # noqa: BLE001 - one failing case must not lose the others
            case["error"] = repr(e)[:400]
            traceback.print_exc()
            torch.cuda.empty_cache()
        result["cases"].append(case)
        log(json.dumps(case))
        with open(args.out, "w") as f:
            json.dump(result, f, indent=1)
    log("\nkind    shape        tp fp8  a     b     graph  ms/layer  ms x layers")
    for c in result["cases"]:
        a = c.get("batch", c.get("tokens"))
        b = c.get("context", c.get("cached"))
        if c["kind"] == "head" and "error" not in c:
            log(f"head    {c['shape']:12} {c['tp']:2} 0  {a:5}     -  True     {c['ms_head']:8.4f}  (once a pass)")
        elif "error" in c:
            log(f"{c['kind']:7} {c['shape']:12} {c['tp']:2} {int(c['fp8'])}  {a:5} {b:5} ERROR {c['error'][:80]}")
        else:
            log(
                f"{c['kind']:7} {c['shape']:12} {c['tp']:2} {int(c['fp8'])}  {a:5} {b:5} {str(c['graph']):5} {'c' if c['compiled'] else ' '} {c['ms_per_layer']:8.4f}  {c['ms_whole_model_layers']:8.2f}"
            )
    log(f"total {time.time() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
