export async function runLighthouse() {}
