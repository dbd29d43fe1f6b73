import type { OperationInfo } from './operations.js';

interface CompiledRoute {
  operation: OperationInfo;
  segments: { literal: string | null; param: string | null }[];
  trailingSlash: boolean;
  literalCount: number;
}

export interface RouteMatch {
  operation: OperationInfo;
  pathParams: Record<string, string>;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/** Matches method + path to a spec operation; literal segments win over `{params}`. */
export class Router {
  private readonly routes: CompiledRoute[];

  constructor(operations: OperationInfo[]) {
    this.routes = operations
      .map((operation) => {
        const segments = splitPath(operation.fullPath).map((s) => {
          const param = /^\{(.+)\}$/.exec(s)?.[1] ?? null;
          return { literal: param ? null : s, param };
        });
        return {
          operation,
          segments,
          trailingSlash: operation.fullPath.endsWith('/'),
          literalCount: segments.filter((s) => s.literal !== null).length,
        };
      })
      .sort((a, b) => b.literalCount - a.literalCount);
  }

  /**
   * Finds the operation for a request. The trailing slash is matched leniently (FastAPI would
   * redirect): `/transcripts` finds `/transcripts/`. `allowed` lists the methods of the path
   * when the path exists but the method does not.
   */
  match(method: string, pathname: string): RouteMatch | { allowed: string[] } | null {
    const parts = splitPath(pathname);
    const allowed = new Set<string>();
    let best: RouteMatch | null = null;
    for (const route of this.routes) {
      if (route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < parts.length; i++) {
        const seg = route.segments[i];
        const part = parts[i] as string;
        if (!seg) {
          ok = false;
          break;
        }
        if (seg.literal !== null) {
          if (seg.literal !== part) {
            ok = false;
            break;
          }
        } else {
          let decoded: string;
          try {
            decoded = decodeURIComponent(part);
          } catch {
            decoded = part;
          }
          params[seg.param as string] = decoded;
        }
      }
      if (!ok) continue;
      if (route.operation.method !== method) {
        allowed.add(route.operation.method);
        continue;
      }
      if (!best) best = { operation: route.operation, pathParams: params };
    }
    if (best) return best;
    return allowed.size > 0 ? { allowed: [...allowed] } : null;
  }
}
