import asyncio, json, os, subprocess, sys, re, time, secrets
import httpx, psycopg, websockets
PG="postgresql://fengsheng:fengsheng@127.0.0.1:5432/fengsheng"
name="atk_"+secrets.token_hex(3)
with psycopg.connect(PG, autocommit=True) as c: c.execute(f'CREATE DATABASE "{name}"')
url=PG.rsplit("/",1)[0]+"/"+name
procs=[]
def start(port):
    p=subprocess.Popen([sys.executable,"-m","fengsheng.cli.main","serve","--port",str(port),"--bot-delay","0","--lease","3","--database-url",url],stdout=subprocess.PIPE,stderr=subprocess.STDOUT,text=True)
    procs.append(p); print(p.stdout.readline().strip()); return f"http://127.0.0.1:{port}"
A=start(8621); B=start(8622)
async def main():
    a=httpx.AsyncClient(base_url=A); b=httpx.AsyncClient(base_url=B)
    r=await a.post("/api/session",json={"nickname":"攻击"}); tok=r.json()["token"]
    hb={"Authorization":f"Bearer {tok}"}
    # (a) concurrent create_room on both processes
    rs=await asyncio.gather(*[(a if i%2 else b).post("/api/rooms",json={"seats":3},headers=hb) for i in range(12)])
    print("concurrent create_room:", [x.status_code for x in rs])
    ok=[x.json()["id"] for x in rs if x.status_code==201]
    # big ids on websocket
    for rid in ["99999999999999","-5","0","abc"]:
        try:
            async with websockets.connect(A.replace("http","ws")+f"/ws/rooms/{rid}",additional_headers={"Cookie":f"fengsheng_token={tok}"}) as w:
                try: await asyncio.wait_for(w.recv(),3)
                except websockets.ConnectionClosed as e: print("ws",rid,"closed",e.rcvd and e.rcvd.code)
        except Exception as e: print("ws",rid,type(e).__name__,e)
    # (b) logout on B while socket on A (owner) stays?
    rid=ok[0]
    w=await websockets.connect(A.replace("http","ws")+f"/ws/rooms/{rid}",additional_headers={"Cookie":f"fengsheng_token={tok}"})
    await w.recv()
    r=await b.delete("/api/session",headers=hb); print("logout on B",r.status_code)
    try:
        for _ in range(5):
            m=await asyncio.wait_for(w.recv(),8); print(" frame after logout", m[:60])
        await w.send(json.dumps({"type":"chat","text":"still here"}))
        print(" after logout:", (await asyncio.wait_for(w.recv(),5))[:80])
    except websockets.ConnectionClosed as e: print(" closed",e.rcvd and e.rcvd.code)
    except TimeoutError: print(" socket still open, silent")
    # online count from each
    r2=await a.post("/api/session",json={"nickname":"在线"}); t2=r2.json()["token"]
    await a.get("/api/account",headers={"Authorization":f"Bearer {t2}"})
    print("online A",(await a.get("/api/account")).json()["online"],"B",(await b.get("/api/account")).json()["online"])
    # session burst across processes
    c1=[(await x.post("/api/session",json={"nickname":"n"})).status_code for x in [a,b] for _ in range(22)]
    print("sessions from one address:", c1.count(200), "ok of", len(c1))
try:
    asyncio.run(main())
finally:
    for p in procs: p.terminate(); p.wait()
    for p in procs: print("LOG:", p.stdout.read()[-1500:])
    with psycopg.connect(PG, autocommit=True) as c: c.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
