import type {
  AdminAlumniCreate,
  AdminAlumniPage,
  AlumniImportPreview,
  AlumniImportResult,
  AlumniSortField,
} from "@contract/admin-alumni";
import type { ProfileDto } from "@contract/dto";
import { ADMIN_MESSAGES, ADMIN_SAVED, ADMIN_SUCCESS, PROFILE_MESSAGES } from "@contract/ui-text";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api } from "./client";

export interface AlumniListParams {
  search: string;
  sort: AlumniSortField;
  dir: "asc" | "desc";
  page: number;
  pageSize: number;
}

const alumniKey = [...ADMIN_KEY, "alumni"] as const;

export function useAdminAlumni(p: AlumniListParams) {
  const qs = new URLSearchParams({
    sort: p.sort,
    dir: p.dir,
    page: String(p.page),
    page_size: String(p.pageSize),
  });
  if (p.search.trim()) qs.set("search", p.search.trim());
  return useQuery({
    queryKey: [...alumniKey, "list", p],
    queryFn: ({ signal }) => api.get<AdminAlumniPage>(`/admin/alumni?${qs}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAlumnus(id: string | undefined) {
  return useQuery({
    queryKey: [...alumniKey, "one", id],
    queryFn: ({ signal }) => api.get<ProfileDto>(`/admin/alumni/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useSaveAlumnus(id: string | undefined, onSuccess: (p: ProfileDto) => void) {
  return useAdminMutation({
    mutationFn: (values: AdminAlumniCreate) =>
      id
        ? api.patch<ProfileDto>(`/admin/alumni/${id}`, values)
        : api.post<ProfileDto>("/admin/alumni", values),
    success: id ? ADMIN_SAVED.profileUpdated : ADMIN_SAVED.profileCreated,
    failure: PROFILE_MESSAGES.updateFailed,
    onSuccess,
    onError: () => false,
  });
}

export function useDeleteAlumnus(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: (id: string) => api.delete<void>(`/admin/alumni/${id}`),
    success: ADMIN_SUCCESS.profileDeleted,
    failure: ADMIN_MESSAGES.profileDeleteFailed,
    onSuccess,
  });
}

/** Posts the CSV text; reports upload progress (0–1) for large files. */
function postCsv<T>(path: string, body: unknown, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/v1${path}`);
    xhr.setRequestHeader("Content-Type", "application/json");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else {
        const message = (data as { error?: { message?: string } } | undefined)?.error?.message;
        reject(new Error(message ?? "The import failed. Please try again."));
      }
    };
    xhr.onerror = () =>
      reject(new Error("Unable to reach the server. Please check your connection and try again."));
    xhr.send(JSON.stringify(body));
  });
}

export const previewImport = (csv: string, onProgress?: (f: number) => void) =>
  postCsv<AlumniImportPreview>("/admin/alumni/import/preview", { csv }, onProgress);
export const runImport = (csv: string, includeDuplicates: boolean, onProgress?: (f: number) => void) =>
  postCsv<AlumniImportResult>(
    "/admin/alumni/import",
    { csv, include_duplicates: includeDuplicates },
    onProgress,
  );

/** Downloads a CSV the server names (Content-Disposition) through the browser. */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(`/api/v1${path}`, { credentials: "same-origin" });
  if (!response.ok) throw new Error("export failed");
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The alumni export (the server names the file alumni_export_{date}.csv). */
export const downloadAlumniCsv = () => downloadCsv("/admin/alumni/export", "alumni_export.csv");
