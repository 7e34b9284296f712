import { useState } from "react";

export function meta() {
  return [{ title: "Listful" }];
}

export default function Home() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Listful</h1>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        clicked {count}
      </button>
    </main>
  );
}
