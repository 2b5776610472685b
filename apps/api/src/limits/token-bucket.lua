--[[
  One user's token bucket (DESIGN "Token limits by tier"), changed in one atomic step on Redis's own clock.
  The same arithmetic as token-bucket.ts: keep the two in step.

  KEYS[1]  the user's bucket: hash { tokens, ts (ms) }; expires once it would be full again
  KEYS[2]  this message's reservation record: hash { state = reserved|settled, cost, actual, at (ms), tier }
  KEYS[3]  unsettled reservations: sorted set, member ARGV[5], score = reservation time (ms)

  ARGV[1]  op: "reserve" | "settle"
  ARGV[2]  bucket capacity
  ARGV[3]  refill time, empty to full (ms)
  ARGV[4]  reserve: the cost to reserve; settle: the actual cost
  ARGV[5]  the pending-set member naming this reservation ("<userId>:<messageId>")
  ARGV[6]  the tier (kept in the record, for repair)
  ARGV[7]  time to keep the record (ms): after a settle it marks the message settled, so settling twice
           (or reserving a settled message again) changes nothing
  ARGV[8]  reserve only: "reopen" to reserve anew for a message whose reservation was settled: the caller
           knows the message never reached the log (a failed publish repaired since), so its retry pays

  Returns { code, remaining, resetMs, retryAfterMs, refunded }, every value a string; codes:
    reserve: "ok"               reserved; remaining is after the reservation
             "duplicate"        this message already holds a reservation, or was settled (without "reopen"):
                                nothing taken
             "over_limit"       not enough tokens; retryAfterMs until the bucket affords the cost
             "exceeds_capacity" the cost is above the capacity: waiting never helps (retryAfterMs "")
    settle:  "settled"          refunded = reserved - actual went back (negative: the overshoot was taken)
             "none"             no open reservation (unknown or already settled): nothing refunded
]]
local op = ARGV[1]
local capacity = tonumber(ARGV[2])
local refillMs = tonumber(ARGV[3])
local amount = tonumber(ARGV[4])
local member = ARGV[5]
local recordTtlMs = tonumber(ARGV[7])

local time = redis.call("TIME")
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)

local stored = redis.call("HMGET", KEYS[1], "tokens", "ts")
local tokens = tonumber(stored[1])
local ts = tonumber(stored[2])
if tokens == nil or ts == nil then
  tokens = capacity
  ts = now
end
local elapsed = now - ts
if elapsed < 0 then elapsed = 0 end
tokens = math.min(capacity, tokens + (elapsed * capacity) / refillMs)
if now > ts then ts = now end

local function msUntil(target)
  if tokens >= target then return 0 end
  return math.ceil(((target - tokens) * refillMs) / capacity)
end

local function save()
  redis.call("HSET", KEYS[1], "tokens", tostring(tokens), "ts", tostring(ts))
  redis.call("PEXPIRE", KEYS[1], msUntil(capacity) + 1000)
end

if op == "reserve" then
  local state = redis.call("HGET", KEYS[2], "state")
  if state and not (state == "settled" and ARGV[8] == "reopen") then
    return { "duplicate", tostring(tokens), tostring(msUntil(capacity)), "0", "0" }
  end
  if amount > capacity then
    return { "exceeds_capacity", tostring(tokens), tostring(msUntil(capacity)), "", "0" }
  end
  if tokens < amount then
    return { "over_limit", tostring(tokens), tostring(msUntil(capacity)), tostring(msUntil(amount)), "0" }
  end
  tokens = tokens - amount
  save()
  redis.call("HSET", KEYS[2], "state", "reserved", "cost", ARGV[4], "at", tostring(now), "tier", ARGV[6])
  redis.call("PEXPIRE", KEYS[2], recordTtlMs)
  redis.call("ZADD", KEYS[3], now, member)
  return { "ok", tostring(tokens), tostring(msUntil(capacity)), "0", "0" }
end

if op == "settle" then
  local record = redis.call("HMGET", KEYS[2], "state", "cost")
  redis.call("ZREM", KEYS[3], member)
  if record[1] ~= "reserved" then
    return { "none", tostring(tokens), tostring(msUntil(capacity)), "0", "0" }
  end
  local refunded = tonumber(record[2]) - amount
  tokens = math.min(capacity, tokens + refunded)
  save()
  redis.call("HSET", KEYS[2], "state", "settled", "actual", ARGV[4])
  redis.call("PEXPIRE", KEYS[2], recordTtlMs)
  return { "settled", tostring(tokens), tostring(msUntil(capacity)), "0", tostring(refunded) }
end

return redis.error_reply("ERR token-bucket: unknown op " .. tostring(op))
